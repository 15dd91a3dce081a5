import type { AdminOrderRow } from '#domain/orders/answers.ts'
import { orderStatusLabels } from '#domain/orders/texts.ts'
import { csvField } from '#server/services/salt-card/csv.ts'
import { centsToDecimal } from '#server/services/salt-card/ledger-math.ts'
import { torontoDateTime } from '#server/services/salt-card/toronto-time.ts'

/** The orders board as CSV: what the screen shows, one line per order. */
export const orderCsvHeader = [
  'Order',
  'Status',
  'Customer number',
  'Customer',
  'PO number',
  'Delivery day',
  'Yard',
  'Carrier',
  'Total (CAD)',
  'Accepted (Toronto)',
]

export const orderCsvLine = (row: AdminOrderRow) =>
  [
    csvField(row.orderNo),
    csvField(orderStatusLabels[row.status]),
    csvField(row.customerNo),
    csvField(row.customerName),
    csvField(row.poNumber),
    csvField(row.window?.date ?? null, { text: false }),
    csvField(row.yardSlug),
    csvField(row.carrier),
    csvField(centsToDecimal(row.totalCents), { text: false }),
    csvField(torontoDateTime(new Date(row.createdAt)), { text: false }),
  ].join(',')
