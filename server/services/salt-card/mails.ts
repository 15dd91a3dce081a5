import { formatCents } from '#domain/salt-card/load-amount.ts'
import { addCardsSubject, applySaltSuccessText } from '#domain/salt-card/texts.ts'
import { type MailContent, escapeHtml, html } from '#server/services/mail/account-mails.ts'

/** The Salt Card mails: plain text for every client, simple HTML beside it, every value escaped. */

/** Paragraphs of plain text become the text body and, escaped, the HTML body. */
function mail(subject: string, paragraphs: string[]): MailContent {
  return { subject, text: paragraphs.join('\n\n'), html: html(paragraphs.map(escapeHtml)) }
}

/** Subjects are one line, whatever a form field held. */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim()

const cardLabel = (card: { cardNo: string; name: string }) => `${card.cardNo} (${card.name})`

/** The low-balance alert's news, in its mail and as its line of a daily digest (ADR 0029). */
export const lowBalanceSentence = (
  card: { cardNo: string; name: string },
  balanceCents: number,
  thresholdCents: number,
) =>
  `After today's pickup, the balance of your Salt Card ${cardLabel(card)} is ${formatCents(balanceCents)}, below ${formatCents(thresholdCents)}.`

export function lowBalanceMail(input: {
  brandName: string
  name: string
  card: { cardNo: string; name: string }
  balanceCents: number
  thresholdCents: number
  /** Null for a reader who may not load funds (alerts.ts' mayOpenAlertPage): they are told who can. */
  loadUrl: string | null
  hotline: string
}): MailContent {
  const { card } = input
  return mail(`Low balance on your Salt Card ${card.cardNo}`, [
    `Hello ${input.name},`,
    lowBalanceSentence(card, input.balanceCents, input.thresholdCents),
    input.loadUrl
      ? `Load funds before your next pickup, so it is not refused at the scale: ${input.loadUrl}`
      : `Ask your account's owner or accountant to load funds before your next pickup, so it is not refused at the scale.`,
    `Questions? Call us at ${input.hotline}. — ${input.brandName}`,
  ])
}

export function loadReceiptMail(input: {
  brandName: string
  name: string
  card: { cardNo: string; name: string }
  amountCents: number
  balanceCents: number
  paymentId: string
  at: string
}): MailContent {
  return mail(`Receipt: ${formatCents(input.amountCents)} loaded onto your Salt Card`, [
    `Hello ${input.name},`,
    `${formatCents(input.amountCents)} was loaded onto your Salt Card ${cardLabel(input.card)} on ${input.at} (Toronto time).`,
    `New balance: ${formatCents(input.balanceCents)}. Payment reference: ${input.paymentId}.`,
    `Thank you for your business. — ${input.brandName}`,
  ])
}

export interface ApplicationDetails {
  fullName: string
  company: string
  email: string
  contactNumber: string
  companyAddress: string
  postalCode?: string | undefined
  city?: string | undefined
}

/** To the sales mailbox: everything the applicant entered, to call them back. */
export function applicationSalesMail(application: ApplicationDetails, applicationId: number): MailContent {
  const rows: Array<[string, string | undefined]> = [
    ['Full name', application.fullName],
    ['Company', application.company],
    ['E-mail', application.email],
    ['Contact number', application.contactNumber],
    ['Company address', application.companyAddress],
    ['Postal code', application.postalCode],
    ['City', application.city],
  ]
  return mail(`Salt Card application #${applicationId}: ${oneLine(application.company)}`, [
    'A new Salt Card application is waiting for an Account Manager to call and complete the set-up.',
    ...rows.map(([label, value]) => `${label}: ${value ?? '—'}`),
  ])
}

/** To the applicant: a fixed text, so the form cannot be used to send chosen words to a stranger's address. */
export function applicationConfirmationMail(brandName: string): MailContent {
  return mail(`Your Salt Card application with ${brandName}`, [
    'Hello,',
    applySaltSuccessText,
    `If you did not apply for a Salt Card with ${brandName}, ignore this message.`,
  ])
}

export interface CardRequestAccount {
  name: string
  eMail: string
  customerNo: string
  company: string | null
  contactNumber: string | null
  address: string | null
}

export function cardRequestSalesMail(
  quantity: number,
  account: CardRequestAccount,
  requestId: number,
): MailContent {
  return mail(addCardsSubject(quantity), [
    `Card request #${requestId}: ${account.name} (customer ${account.customerNo}) asks for ${quantity} more Salt Card${quantity === 1 ? '' : 's'}.`,
    `Company: ${account.company ?? '—'}`,
    `E-mail: ${account.eMail}`,
    `Contact number: ${account.contactNumber ?? '—'}`,
    `Address: ${account.address ?? '—'}`,
  ])
}

export function cardRequestConfirmationMail(quantity: number, name: string, brandName: string): MailContent {
  return mail(addCardsSubject(quantity), [
    `Hello ${name},`,
    `We received your request for ${quantity} more Salt Card${quantity === 1 ? '' : 's'}. Your Account Manager will be in touch when they are ready.`,
    `— ${brandName}`,
  ])
}

/** After a change from the profile: this device stays signed in, the others were signed out. */
export function passwordChangedHereMail(input: {
  brandName: string
  name: string
  hotline: string
}): MailContent {
  return mail(`Your ${input.brandName} password was changed`, [
    `Hello ${input.name},`,
    `The password of your Salt Card account with ${input.brandName} was just changed from your profile. Every other device was signed out.`,
    `If you did not change it, call us at ${input.hotline} right away.`,
  ])
}

/**
 * Staff changed a card's balance (a refund, a correction): what, why, the new balance. A debit that takes the card
 * below the account's threshold says so, as the pickup's low-balance alert would.
 */
export function balanceAdjustedMail(input: {
  brandName: string
  name: string
  card: { cardNo: string; name: string }
  amountCents: number
  balanceCents: number
  reason: string
  at: string
  lowBalance: { thresholdCents: number; loadUrl: string } | null
}): MailContent {
  const { card, amountCents } = input
  const amount = formatCents(Math.abs(amountCents))
  const change = amountCents > 0 ? `credited with ${amount}` : `debited ${amount}`
  return mail(`Your Salt Card ${card.cardNo} was ${amountCents > 0 ? 'credited' : 'debited'} ${amount}`, [
    `Hello ${input.name},`,
    `Your Salt Card ${cardLabel(card)} was ${change} by our staff on ${input.at} (Toronto time).`,
    `Reason: ${oneLine(input.reason)}`,
    `New balance: ${formatCents(input.balanceCents)}.`,
    ...(input.lowBalance
      ? [
          `This is below ${formatCents(input.lowBalance.thresholdCents)}. Load funds before your next pickup: ${input.lowBalance.loadUrl}`,
        ]
      : []),
    `Questions? Call your Account Manager. — ${input.brandName}`,
  ])
}

/** A card request was fulfilled: the new cards' numbers, ready to use at the scale. */
export function cardsIssuedMail(input: {
  brandName: string
  name: string
  cards: ReadonlyArray<{ cardNo: string; name: string }>
  profileUrl: string
}): MailContent {
  const count = input.cards.length
  const plural = count === 1 ? '' : 's'
  return mail(`Your ${count} new Salt Card${plural} ${count === 1 ? 'is' : 'are'} ready`, [
    `Hello ${input.name},`,
    `We issued ${count} new Salt Card${plural} on your account, as you requested:`,
    ...input.cards.map(cardLabel),
    `You can rename ${count === 1 ? 'it' : 'them'} and load funds from your account: ${input.profileUrl}`,
    `— ${input.brandName}`,
  ])
}
