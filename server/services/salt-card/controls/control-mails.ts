import {
  type DeclineCode,
  customerDeclineTexts,
  isControlDeclineCode,
} from '#domain/salt-card/controls/decline-codes.ts'
import { formatCents } from '#domain/salt-card/load-amount.ts'
import { type MailContent, escapeHtml, html } from '#server/services/mail/account-mails.ts'

/** The mails of the card controls: plain text with its escaped HTML beside it, as the other Salt Card mails. */
function mail(subject: string, paragraphs: string[]): MailContent {
  return { subject, text: paragraphs.join('\n\n'), html: html(paragraphs.map(escapeHtml)) }
}

const cardLabel = (card: { cardNo: string; name: string }) => `${card.cardNo} (${card.name})`
const tonnesText = (milliTonnes: number) => `${(milliTonnes / 1000).toFixed(3)} t`

interface DeclinedPickup {
  card: { cardNo: string; name: string }
  code: DeclineCode
  attempt: {
    ticketNo: string
    yard: string
    product: string
    milliTonnes: number
    amountCents: number
    at: string
  }
}

/** The refusal's news, in its mail and as its line of a daily digest (ADR 0029). */
export const declineSentence = ({ card, code, attempt }: DeclinedPickup) =>
  `The scale at ${attempt.yard} declined a pickup with your Salt Card ${cardLabel(card)} on ${attempt.at} (Toronto time): ${customerDeclineTexts[code]}.`

/** To the account when the scale refused one of its cards; a refusal of its controls links to "allow once". */
export function declineAlertMail(
  /** cardUrl: null for a reader who may not open the card's page (a driver): they are told who can act. */
  input: DeclinedPickup & { brandName: string; name: string; cardUrl: string | null },
): MailContent {
  const { attempt, cardUrl } = input
  const control = isControlDeclineCode(input.code)
  return mail(`Pickup declined on your Salt Card ${input.card.cardNo}`, [
    `Hello ${input.name},`,
    declineSentence(input),
    `Ticket ${attempt.ticketNo}: ${attempt.product}, ${tonnesText(attempt.milliTonnes)}, ${formatCents(attempt.amountCents)}.`,
    ...(cardUrl
      ? [
          control
            ? `If you want this pickup to go through, allow it once (for 30 minutes) on the card's page, then ask the scale house to send the ticket again: ${cardUrl}`
            : `The card's page: ${cardUrl}`,
          `If you did not expect this pickup, suspend the card or report it lost there. — ${input.brandName}`,
        ]
      : [
          control
            ? `Your account's owner or dispatcher can allow it once (for 30 minutes) on the card's page; then ask the scale house to send the ticket again. — ${input.brandName}`
            : `If you did not expect this, tell your account's owner or dispatcher. — ${input.brandName}`,
        ]),
  ])
}

/** To the account after it reported a card lost or stolen: the new number, which holds the balance. */
export function cardReplacedMail(input: {
  brandName: string
  name: string
  lost: { cardNo: string; name: string }
  replacement: { cardNo: string; name: string }
  balanceCents: number
  reason: 'lost' | 'stolen'
  profileUrl: string
}): MailContent {
  return mail(`Your Salt Card ${input.lost.cardNo} is closed; ${input.replacement.cardNo} replaces it`, [
    `Hello ${input.name},`,
    `You reported the Salt Card ${cardLabel(input.lost)} ${input.reason}. It is closed: the scales refuse it from now on.`,
    `Its replacement is ${cardLabel(input.replacement)}, with the same controls and its whole balance of ${formatCents(input.balanceCents)}. Until the new card reaches you, drivers can show its pickup code from your account: ${input.profileUrl}`,
    `If you did not report this, call us at once. — ${input.brandName}`,
  ])
}
