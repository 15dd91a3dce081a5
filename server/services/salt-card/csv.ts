import type { TransactionRow } from '#domain/salt-card/answers.ts'
import { centsToDecimal } from './ledger-math.ts'
import { torontoDateTime } from './toronto-time.ts'

/**
 * RFC 4180 fields: quoted when they hold a comma, a quote or a line break. Text that a spreadsheet would run as a
 * formula (= + - @ at the start) gets a leading apostrophe; numbers are written by us and stay as they are.
 */
export function csvField(value: string | number | null, { text = true } = {}): string {
  if (value === null) return ''
  let field = String(value)
  if (text && /^[=+\-@\t\r]/.test(field)) field = `'${field}`
  return /[",\r\n]/.test(field) ? `"${field.replace(/"/g, '""')}"` : field
}

export const transactionCsvHeader = [
  'Date (Toronto)',
  'Card number',
  'Card name',
  'Type',
  'Location',
  'Product',
  'Tonnes',
  'Amount (CAD)',
  'Balance after (CAD)',
  'ERP status',
]

export function transactionCsvLine(row: TransactionRow): string {
  return [
    csvField(torontoDateTime(new Date(row.PrintedDateTime)), { text: false }),
    csvField(row.cardNo, { text: false }),
    csvField(row.cardName),
    csvField(row.type),
    csvField(row.locationName),
    csvField(row.product),
    csvField(row.tonnes, { text: false }),
    csvField(centsToDecimal(row.amountCents), { text: false }),
    csvField(centsToDecimal(row.balanceAfterCents), { text: false }),
    csvField(row.erpStatus),
  ].join(',')
}

export const csvLines = (lines: string[]) => lines.map((line) => `${line}\r\n`).join('')
