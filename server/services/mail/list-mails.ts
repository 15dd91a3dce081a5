import { formatUnitQuantity } from '#domain/catalogue/unit-quantity.ts'
import { listConfirmationSubject } from '#domain/my-list/texts.ts'
import { type MailContent, escapeHtml } from './account-mails.ts'

/**
 * The My List mails: to the sales mailbox, everything needed to call the customer back; to the customer,
 * their items and a fixed text. Plain text for every client and simple HTML beside it, every value escaped.
 */

export interface ListMailItem {
  productName: string
  unitName: string
  quantity: number
  customSize: boolean
}

/** Label and value; a missing value shows as a dash, so sales sees what was left blank. */
export type MailRow = [label: string, value: string | null | undefined]

export interface DeliveryForMail {
  siteAddress?: string | undefined
  city?: string | undefined
  postalCode?: string | undefined
  dateFrom?: string | undefined
  dateTo?: string | undefined
  notes?: string | undefined
}

const shown = (value: string | null | undefined) => (value ? value : '—')

const quantityText = (item: ListMailItem) => formatUnitQuantity(item.quantity, item.unitName, item.customSize)

const itemLine = (item: ListMailItem) => `- ${item.productName}, ${item.unitName}: ${quantityText(item)}`

const itemsTable = (items: ListMailItem[]) => {
  const cell = 'style="border:1px solid #ccc;padding:4px 8px;text-align:left"'
  const head = ['Product', 'Unit', 'Quantity'].map((label) => `<th ${cell}>${label}</th>`).join('')
  const rows = items
    .map((item) =>
      [item.productName, item.unitName, quantityText(item)]
        .map((value) => `<td ${cell}>${escapeHtml(value)}</td>`)
        .join(''),
    )
    .map((cells) => `<tr>${cells}</tr>`)
    .join('')
  return `<table style="border-collapse:collapse"><thead><tr>${head}</tr></thead><tbody>${rows}</tbody></table>`
}

/** Escaped, with the line breaks of multi-line answers (notes) kept. */
const htmlValue = (value: string | null | undefined) => escapeHtml(shown(value)).replace(/\n/g, '<br>')

const rowsText = (rows: MailRow[]) => rows.map(([label, value]) => `${label}: ${shown(value)}`).join('\n')
const rowsHtml = (rows: MailRow[]) =>
  rows.map(([label, value]) => `${escapeHtml(label)}: ${htmlValue(value)}`).join('<br>')

function deliveryRows(delivery: DeliveryForMail | null): MailRow[] {
  return [
    ['Site address', delivery?.siteAddress],
    ['City', delivery?.city],
    ['Postal code', delivery?.postalCode],
    ['Requested from', delivery?.dateFrom],
    ['Requested to', delivery?.dateTo],
    ['Notes', delivery?.notes],
  ]
}

/** Blocks of the mail: a heading (or none) over label rows, plain paragraphs, or the items. */
type Block = { text: string } | { heading: string; rows: MailRow[] } | { items: ListMailItem[] }

function compose(subject: string, blocks: Block[]): MailContent {
  const text = blocks.map((block) => {
    if ('text' in block) return block.text
    if ('rows' in block) return `${block.heading}\n${rowsText(block.rows)}`
    return `Items:\n${block.items.map(itemLine).join('\n')}`
  })
  const html = blocks.map((block) => {
    if ('text' in block) return `<p>${escapeHtml(block.text)}</p>`
    if ('rows' in block) return `<h3>${escapeHtml(block.heading)}</h3><p>${rowsHtml(block.rows)}</p>`
    return `<h3>Items</h3>${itemsTable(block.items)}`
  })
  return {
    subject,
    text: text.join('\n\n'),
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;font-size:16px;line-height:1.5">${html.join('')}</body></html>`,
  }
}

/** Subjects are one line, whatever a form field held. */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, ' ').trim()

/** To the sales mailbox: the request number, every item, the delivery details and who asks. */
export function listSalesMail(input: {
  subject: string
  requestId: number
  intro: string
  items: ListMailItem[]
  delivery: DeliveryForMail | null
  customerHeading: string
  customer: MailRow[]
}): MailContent {
  return compose(oneLine(input.subject), [
    { text: `My List request #${input.requestId}: ${input.intro}` },
    { items: input.items },
    { heading: 'Delivery details', rows: deliveryRows(input.delivery) },
    { heading: input.customerHeading, rows: input.customer },
  ])
}

/**
 * To the customer: the items (named by the catalogue) and fixed words only, so the form cannot send a stranger
 * words of the sender's choosing.
 */
export function listConfirmationMail(input: {
  brandName: string
  greeting: string
  message: string
  items: ListMailItem[]
}): MailContent {
  return compose(listConfirmationSubject(input.brandName), [
    { text: input.greeting },
    { text: input.message },
    { items: input.items },
    { text: `If you did not send this request to ${input.brandName}, ignore this message.` },
  ])
}
