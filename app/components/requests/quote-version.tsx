import { formatCents } from '#domain/salt-card/load-amount.ts'
import type { QuoteVersionView } from '#domain/quotes/answers.ts'
import { deliveryWindowText } from '#domain/quotes/texts.ts'
import { lineTotalCents, taxRateLabel } from '#domain/quotes/totals.ts'
import { TableScroller, cellClass, tableClass } from '#app/components/ui/table.tsx'

/** One version of a quote as it was sent: its lines, totals with HST shown apart, the window and validity. */
export function QuoteVersion({ version }: { version: QuoteVersionView }) {
  const totals: Array<[string, number]> = [
    ['Subtotal', version.subtotalCents],
    ['Delivery', version.deliveryFeeCents],
    [`HST (${taxRateLabel(version.taxRateBasisPoints)})`, version.taxCents],
    ['Total', version.totalCents],
  ]
  return (
    <div className="flex flex-col gap-3">
      <TableScroller label={`Lines of version ${version.number}`}>
        <table className={tableClass}>
          <thead>
            <tr>
              <th className={cellClass}>Product</th>
              <th className={cellClass}>Unit</th>
              <th className={`${cellClass} text-right`}>Quantity</th>
              <th className={`${cellClass} text-right`}>Unit price</th>
              <th className={`${cellClass} text-right`}>Amount</th>
            </tr>
          </thead>
          <tbody>
            {version.lines.map((line, index) => (
              <tr key={index}>
                <td className={cellClass}>{line.productName}</td>
                <td className={cellClass}>{line.unitName}</td>
                <td className={`${cellClass} text-right`}>{line.quantity}</td>
                <td className={`${cellClass} text-right`}>{formatCents(line.unitPriceCents)}</td>
                <td className={`${cellClass} text-right`}>{formatCents(lineTotalCents(line))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
      <dl className="grid max-w-sm grid-cols-[1fr_auto] gap-x-4">
        {totals.map(([label, cents]) => (
          <div key={label} className="contents">
            <dt className={label === 'Total' ? 'font-bold' : ''}>{label}</dt>
            <dd className={`text-right ${label === 'Total' ? 'font-bold' : ''}`}>{formatCents(cents)}</dd>
          </div>
        ))}
      </dl>
      <p>
        <strong>Delivery:</strong> {deliveryWindowText(version.window)}
        <br />
        <strong>Valid until:</strong> {version.validUntil}
        {version.expired && ' (expired)'}
      </p>
      {version.note && <p className="whitespace-pre-line">{version.note}</p>}
    </div>
  )
}
