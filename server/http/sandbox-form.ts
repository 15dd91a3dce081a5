import type { Response } from 'express'
import type { CardForm } from '#server/adapters/payments/sandbox-cards.ts'

/** What the sandbox processor's pages (payment and saving a card) share: plain HTML answers and the card form. */
export const sendHtml = (res: Response, status: number, body: string) =>
  res.status(status).type('html').send(body)

/** A form field as text; a missing or repeated field is empty. */
export const formText = (value: unknown) => (typeof value === 'string' ? value : '')

/** The posted card fields, read as text: checked by the caller, then dropped, never stored or logged. */
export function cardFormOf(body: Record<string, unknown>): CardForm {
  return {
    cardNumber: formText(body.cardNumber),
    expiry: formText(body.expiry),
    cvc: formText(body.cvc),
    nameOnCard: formText(body.nameOnCard),
  }
}
