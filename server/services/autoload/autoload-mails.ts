import { formatCents } from '#domain/salt-card/load-amount.ts'
import { type MailContent, escapeHtml, html } from '#server/services/mail/account-mails.ts'

/** The autoload mails (ADR 0028); the receipt of a top-up is the load receipt the settle path sends. */

const mail = (subject: string, paragraphs: string[]): MailContent => ({
  subject,
  text: paragraphs.join('\n\n'),
  html: html(paragraphs.map(escapeHtml)),
})

interface AutoloadMailBase {
  brandName: string
  name: string
  card: { cardNo: string; name: string }
  amountCents: number
  pageUrl: string
}

/** A top-up declined, or never answered by the payment service; says so when autoload turned itself off. */
export function autoloadFailedMail(
  input: AutoloadMailBase & { reason: string; turnedOff: boolean },
): MailContent {
  const { card } = input
  return mail(
    input.turnedOff
      ? `Autoload is off for your Salt Card ${card.cardNo}`
      : `Autoload could not top up your Salt Card ${card.cardNo}`,
    [
      `Hello ${input.name},`,
      `Autoload tried to load ${formatCents(input.amountCents)} onto your Salt Card ${card.cardNo} (${card.name}), and the payment did not go through: ${input.reason} No funds were loaded.`,
      input.turnedOff
        ? 'This was the third failed top-up in a row, so autoload has turned itself off for this card. Load funds by hand before your next pickup, and set autoload up again with a card that can be charged:'
        : 'Autoload tries again the next time a pickup takes the balance below your threshold. To be sure of your next pickup, load funds by hand or check your saved card:',
      input.pageUrl,
      `— ${input.brandName}`,
    ],
  )
}

/** A top-up not charged: it would have taken this month's autoload past the customer's maximum. */
export function autoloadSkippedMail(
  input: AutoloadMailBase & { monthlyMaxCents: number; loadedCents: number },
): MailContent {
  const { card } = input
  return mail(`Autoload reached this month's maximum for your Salt Card ${card.cardNo}`, [
    `Hello ${input.name},`,
    `Autoload did not load ${formatCents(input.amountCents)} onto your Salt Card ${card.cardNo} (${card.name}): it has loaded ${formatCents(input.loadedCents)} this month, and your monthly maximum is ${formatCents(input.monthlyMaxCents)}. Nothing was charged.`,
    'Load funds by hand before your next pickup, or raise the maximum:',
    input.pageUrl,
    `— ${input.brandName}`,
  ])
}
