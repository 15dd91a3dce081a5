import type { AdminTransactionRow } from '#domain/admin/transactions/answers.ts'
import { csvField } from '#server/services/salt-card/csv.ts'
import { centsToDecimal } from '#server/services/salt-card/ledger-math.ts'
import { torontoDateTime } from '#server/services/salt-card/toronto-time.ts'

/** The staff export of `/admin/tracktransactions`: one line per ledger entry, with its NAV posting. */
export const adminTransactionCsvHeader = [
  'Date (Toronto)',
  'Customer number',
  'Customer',
  'Card number',
  'Card name',
  'Type',
  'Reference',
  'Yard',
  'Product',
  'Tonnes',
  'Amount (CAD)',
  'Reason',
  'NAV status',
  'NAV attempts',
  'NAV document',
  'NAV last error',
]

export function adminTransactionCsvLine(row: AdminTransactionRow): string {
  return [
    csvField(torontoDateTime(new Date(row.PrintedDateTime)), { text: false }),
    csvField(row.customerNo),
    csvField(row.customerName),
    csvField(row.cardNo, { text: false }),
    csvField(row.cardName),
    csvField(row.type),
    csvField(row.reference),
    csvField(row.yardName),
    csvField(row.product),
    csvField(row.tonnes, { text: false }),
    csvField(centsToDecimal(row.amountCents), { text: false }),
    csvField(row.reason),
    csvField(row.nav?.status ?? null),
    csvField(row.nav?.attempts ?? null, { text: false }),
    csvField(row.nav?.documentNo ?? null),
    csvField(row.nav?.lastError ?? null),
  ].join(',')
}
