import type { ReactNode } from 'react'
import { Badge, type BadgeTone } from '#app/components/ui/badge.tsx'
import { TableScroller, cellClass, tableClass } from '#app/components/ui/table.tsx'
import type { PriceRowState } from '#domain/prices/answers.ts'
import { priceTexts } from '#domain/prices/texts.ts'
import { formatCents } from '#domain/salt-card/load-amount.ts'
import { formatTorontoDateTime } from '#domain/kernel/shop-time/format.ts'

interface HistoryRow {
  id: number
  cents: number
  effectiveFrom: string
  createdAt: string
  staffName: string | null
  state: PriceRowState
}

const stateTones: Record<PriceRowState, BadgeTone> = {
  'in-force': 'done',
  scheduled: 'waiting',
  replaced: 'closed',
}

/**
 * A price history, newest first: what each row is for (`columns`), the amount, from when, its state today, and who
 * entered it when. Rows are never edited; a change is a new row.
 */
export function PriceHistory<R extends HistoryRow>({
  label,
  rows,
  columns,
}: {
  label: string
  rows: R[]
  columns: Array<{ header: string; cell: (row: R) => ReactNode }>
}) {
  if (rows.length === 0) return <p>{priceTexts.noPrices}</p>
  const headers = [...columns.map((column) => column.header), 'Price', 'In force from', 'State', 'Entered']
  return (
    <TableScroller label={label}>
      <table className={tableClass}>
        <thead className="text-[0.8rem] tracking-wide text-slate-700 uppercase">
          <tr>
            {headers.map((header) => (
              <th key={header} scope="col" className="px-3 py-2">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((column) => (
                <td key={column.header} className={cellClass}>
                  {column.cell(row)}
                </td>
              ))}
              <td className={`${cellClass} font-semibold tabular-nums`}>{formatCents(row.cents)}</td>
              <td className={`${cellClass} tabular-nums`}>{row.effectiveFrom}</td>
              <td className={cellClass}>
                <Badge tone={stateTones[row.state]}>{priceTexts.stateNames[row.state]}</Badge>
              </td>
              <td className={`${cellClass} text-[0.85rem] text-slate-700`}>
                {formatTorontoDateTime(row.createdAt)}
                {row.staffName && <span className="block">{row.staffName}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  )
}
