import { passesLuhn } from './luhn.ts'

/**
 * The sandbox's test cards, as processors' sandboxes have them. Any other number that passes the Luhn check is
 * approved.
 */
export const sandboxDeclines: Record<string, string> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card was declined: insufficient funds.',
}
export const sandboxApprovedCard = '4242424242424242'

export interface CardForm {
  cardNumber: string
  expiry: string
  cvc: string
  nameOnCard: string
}

export type CardFormErrors = Partial<Record<keyof CardForm, string>>

export type CardFormResult = { ok: true; digits: string } | { ok: false; errors: CardFormErrors }

/** Checks the hosted page's form the way a processor would; the card number must pass Luhn. */
export function validateCardForm(form: CardForm, now: Date): CardFormResult {
  const errors: CardFormErrors = {}
  const digits = form.cardNumber.replace(/[\s-]/g, '')
  if (!/^\d{12,19}$/.test(digits)) errors.cardNumber = 'Enter the 12 to 19 digits of the card number.'
  else if (!passesLuhn(digits)) errors.cardNumber = 'This card number is not valid. Check the digits.'

  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(form.expiry.trim())
  const month = Number(expiry?.[1])
  if (!expiry || month < 1 || month > 12) {
    errors.expiry = 'Enter the expiry date as MM/YY.'
  } else {
    // A card is good through the last day of its expiry month.
    const endOfMonth = Date.UTC(2000 + Number(expiry[2]), month, 1)
    if (endOfMonth <= now.getTime()) errors.expiry = 'This card has expired.'
  }

  if (!/^\d{3,4}$/.test(form.cvc.trim())) errors.cvc = 'Enter the 3 or 4 digits on the back of the card.'
  const name = form.nameOnCard.trim()
  if (name.length < 2 || name.length > 100) errors.nameOnCard = 'Enter the name as it is printed on the card.'

  return Object.keys(errors).length === 0 ? { ok: true, digits } : { ok: false, errors }
}

/** What the sandbox processor decides for a valid card number. */
export function sandboxOutcome(
  digits: string,
): { status: 'approved' } | { status: 'declined'; reason: string } {
  const reason = sandboxDeclines[digits]
  return reason ? { status: 'declined', reason } : { status: 'approved' }
}
