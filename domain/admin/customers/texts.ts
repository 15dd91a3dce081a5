import { formatCents } from '#domain/salt-card/load-amount.ts'

/** Texts of the customers and card request screens. */

export const customerSearchPlaceholder = 'Name, company, e-mail, customer or card number'
export const customerStatusLabels = { active: 'Active', inactive: 'Deactivated' } as const

/** Activating or deactivating an account: the confirm popup first, then actDeact. */
export const activationConfirm = {
  deactivate: {
    title: (name: string) => `Deactivate ${name}?`,
    text: 'They are signed out everywhere and cannot sign in until the account is activated again. Their cards and balances stay as they are.',
    label: 'Deactivate',
  },
  activate: {
    title: (name: string) => `Activate ${name}?`,
    text: 'They can sign in again with their password.',
    label: 'Activate',
  },
} as const
export const notChangedTitle = 'Not changed'

export const setPasswordLinkLabel = 'Send a set-password link'
export const setPasswordLinkSentTitle = 'Link sent'
export const setPasswordLinkSentText = (eMail: string) =>
  `A link to choose a new password was sent to ${eMail}. It works once, for 7 days.`
export const notSentTitle = 'Not sent'

export const adjustmentReasonHint = 'The customer reads this reason in the e-mail about the change.'
export const adjustedText = (amountCents: number, cardNo: string, balanceCents: number) =>
  `${amountCents > 0 ? 'Credited' : 'Debited'} ${formatCents(Math.abs(amountCents))} on ${cardNo}. New balance: ${formatCents(balanceCents)}.`

export const noCardsText = 'This customer has no cards yet.'
export const noTransactionsText = 'No transactions yet.'
export const noCardRequestsText = 'No card requests.'
export const noListRequestsText = 'No list requests.'

/** Fulfilling a card request (addCardCustomer). */
export const fulfilConfirmTitle = (quantity: number, name: string) =>
  `Issue ${quantity} new card${quantity === 1 ? '' : 's'} to ${name}?`
export const fulfilConfirmText =
  'The cards get their numbers at once, the request is marked done, and the customer gets an e-mail with the numbers.'
export const fulfilLabel = 'Fulfil'
export const cardsIssuedTitle = 'Cards issued'
export const cardsIssuedText = (cardNos: string[]) => `New card numbers: ${cardNos.join(', ')}.`
export const alreadyFulfilledTitle = 'Already fulfilled'
export const alreadyFulfilledText = (by: string | null) =>
  `${by ?? 'Someone'} fulfilled this request already. No new cards were issued.`
export const notFulfilledTitle = 'Not fulfilled'
