import type { AlertKind } from '#domain/account/alerts.ts'
import { alertKindNames, digestSubject } from '#domain/account/alert-texts.ts'
import { formatCents } from '#domain/salt-card/load-amount.ts'
import { type MailContent, escapeHtml, html } from '#server/services/mail/account-mails.ts'

/** The alerts that had no mail before ADR 0029: a pickup, a change of a card's controls or state, the digest. */
const mail = (subject: string, paragraphs: string[]): MailContent => ({
  subject,
  text: paragraphs.join('\n\n'),
  html: html(paragraphs.map(escapeHtml)),
})

const cardLabel = (card: { cardNo: string; name: string }) => `${card.cardNo} (${card.name})`

export interface PickupAlert {
  card: { cardNo: string; name: string }
  ticketNo: string
  yard: string
  product: string
  tonnes: string
  amountCents: number
  balanceCents: number
  at: string
  /** The page the reader may open: the pickup's e-ticket or the card's page; none for a role with neither. */
  link: { page: 'ticket' | 'card'; url: string } | null
}

const pickupLinkWords = { ticket: 'Its e-ticket', card: "The card's page" } as const

/** The line a pickup shows in a digest; the mail's second paragraph too. */
export const pickupSummary = (pickup: PickupAlert) =>
  `Ticket ${pickup.ticketNo} at ${pickup.yard}: ${pickup.product}, ${pickup.tonnes} t, ${formatCents(pickup.amountCents)} on ${cardLabel(pickup.card)}.${pickup.link ? ` ${pickupLinkWords[pickup.link.page]}: ${pickup.link.url}` : ''}`

export function pickupAlertMail(input: PickupAlert & { brandName: string; name: string }): MailContent {
  return mail(`Pickup on your Salt Card ${input.card.cardNo}: ${formatCents(input.amountCents)}`, [
    `Hello ${input.name},`,
    `A pickup was booked on ${input.at} (Toronto time). ${pickupSummary(input)}`,
    `New balance: ${formatCents(input.balanceCents)}.`,
    `If you did not expect this pickup, suspend the card or report it lost from your account. — ${input.brandName}`,
  ])
}

export type CardChange = 'controls' | 'suspended' | 'resumed'

const changeWords: Record<CardChange, string> = {
  controls: 'had its controls changed',
  suspended: 'was suspended: the scales refuse it until it is resumed',
  resumed: 'was resumed: the scales accept it again',
}

export const cardChangeSummary = (change: CardChange, card: { cardNo: string; name: string }, by: string) =>
  `The Salt Card ${cardLabel(card)} ${changeWords[change]} (by ${by}).`

/** A card's controls chosen again, or the card suspended or resumed, by someone of the account. */
export function cardChangedMail(input: {
  brandName: string
  name: string
  card: { cardNo: string; name: string }
  change: CardChange
  by: string
  at: string
  /** Null for a reader who may not open the card's page (a driver). */
  cardUrl: string | null
}): MailContent {
  const subject = {
    controls: `The controls of your Salt Card ${input.card.cardNo} changed`,
    suspended: `Your Salt Card ${input.card.cardNo} is suspended`,
    resumed: `Your Salt Card ${input.card.cardNo} is active again`,
  }[input.change]
  return mail(subject, [
    `Hello ${input.name},`,
    `On ${input.at} (Toronto time): ${cardChangeSummary(input.change, input.card, input.by)}`,
    ...(input.cardUrl ? [`The card's page: ${input.cardUrl}`] : []),
    `If you did not expect this change, tell your account's owner. — ${input.brandName}`,
  ])
}

export interface DigestLine {
  kind: AlertKind
  at: string
  summary: string
}

/** One mail with every alert of the last day, grouped by kind, oldest first within each. */
export function digestMail(input: {
  brandName: string
  name: string
  lines: DigestLine[]
  alertsUrl: string
}) {
  const groups = Object.entries(alertKindNames).flatMap(([kind, title]) => {
    const lines = input.lines.filter((line) => line.kind === kind)
    return lines.length
      ? [`${title}:\n${lines.map((line) => `- ${line.at}: ${line.summary}`).join('\n')}`]
      : []
  })
  return mail(digestSubject(input.lines.length), [
    `Hello ${input.name},`,
    'Your Salt Card alerts of the last day (Toronto time):',
    ...groups,
    `Choose your alerts, or have them at once: ${input.alertsUrl}`,
    `— ${input.brandName}`,
  ])
}
