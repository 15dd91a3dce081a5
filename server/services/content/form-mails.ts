import type { FormKind } from '#server/db/schema/content.ts'
import type { PublicFormData } from '#domain/forms/schemas.ts'
import {
  optionLabel,
  orderUnitOptions,
  productGroupOptions,
  salesInterestOptions,
} from '#domain/forms/public-forms.ts'
import { confirmationMailTexts, formFieldLabels, formTitles } from '#domain/forms/texts.ts'
import type { MailContent } from '#server/services/mail/account-mails.ts'

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

const page = (body: string) =>
  `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5">${body}</body></html>`

/** Shown in place of what people may leave out, so the sales desk sees it was left out. */
const notGiven = '(not given)'

/** Each field as the sales desk reads it: chosen options by their words, everything else as typed. */
function displayValues(kind: FormKind, data: PublicFormData): Array<[label: string, value: string]> {
  const labels: Record<string, string> = formFieldLabels[kind]
  const record = data as Record<string, unknown>
  return Object.entries(labels).map(([field, label]) => {
    const raw = record[field]
    const value = raw === undefined || raw === '' ? notGiven : String(raw)
    if (field === 'interest') return [label, optionLabel(salesInterestOptions, value)]
    if (field === 'productGroup') return [label, optionLabel(productGroupOptions, value)]
    if (field === 'unit') return [label, optionLabel(orderUnitOptions, value)]
    return [label, value]
  })
}

function salesSubject(kind: FormKind, data: PublicFormData): string {
  const values = data as Record<string, string | number>
  switch (kind) {
    case 'contact':
      return `Website message from ${values.name}`
    case 'contactSales':
      return `Sales enquiry from ${values.company}: ${optionLabel(salesInterestOptions, String(values.interest))}`
    case 'becomeDealer':
      return `Dealer application: ${values.company}, ${values.city}`
    case 'quickOrder':
      return `Quick order: ${values.quantity} ${optionLabel(orderUnitOptions, String(values.unit)).toLowerCase()} of ${optionLabel(productGroupOptions, String(values.productGroup))} for ${values.name}`
  }
}

/**
 * The request as the sales mailbox gets it: every field, each value escaped in the HTML part, and the sender's
 * address to reply to (the outbox has no Reply-To header, so it is the first line and a mailto link).
 */
export function salesMail(input: {
  kind: FormKind
  data: PublicFormData
  submissionId: number
  receivedAt: string
}): MailContent {
  const { kind, data, submissionId, receivedAt } = input
  const rows = displayValues(kind, data)
  const heading = `${formTitles[kind]} request #${submissionId}, received ${receivedAt}`
  const replyTo = data.email
  return {
    subject: `[${formTitles[kind]}] ${salesSubject(kind, data)}`,
    text: [
      heading,
      `Reply to: ${replyTo}`,
      rows.map(([label, value]) => `${label}:\n${value}`).join('\n\n'),
    ].join('\n\n'),
    html: page(
      `<p><strong>${escapeHtml(heading)}</strong></p>` +
        `<p>Reply to: <a href="mailto:${escapeHtml(encodeURI(replyTo))}">${escapeHtml(replyTo)}</a></p>` +
        `<table cellpadding="6" style="border-collapse:collapse">${rows
          .map(
            ([label, value]) =>
              `<tr><th align="left" valign="top" style="border-bottom:1px solid #ddd">${escapeHtml(label)}</th>` +
              `<td style="border-bottom:1px solid #ddd">${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
          )
          .join('')}</table>`,
    ),
  }
}

/** The fixed-text confirmation to the address given in the form: nothing of what was typed goes back out. */
export function confirmationMail(input: {
  kind: FormKind
  brandName: string
  date: string
  hotline: string
}): MailContent {
  const { subject, paragraphs } = confirmationMailTexts(input)
  return {
    subject,
    text: paragraphs.join('\n\n'),
    html: page(paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('')),
  }
}
