import type { ReactNode } from 'react'
import { type TableLook, TableScroller, cardListClass } from '#app/components/ui/table.tsx'
import type { RowSelection } from './row-selection.ts'
import { SortHeader } from './sort-header.tsx'
import type { ListParams } from './use-list-params.ts'

/** One column of an admin list: its header, the API's sort key when it sorts, and what a row shows in it. */
export interface ListColumn<T> {
  header: string
  sortKey?: string
  /** The list's sort when the address names none. */
  isDefault?: boolean
  /** Classes added to the look's header and cell classes (a width, no wrapping, tabular figures). */
  headerClass?: string
  cellClass?: string
  cell: (row: T) => ReactNode
}

export interface ListRowsProps<T> {
  list: ListParams
  rows: T[]
  noun: string
  look: TableLook
  columns: ReadonlyArray<ListColumn<T>>
  rowKey: (row: T) => string | number
  /** Below the look's breakpoint each row is a card with this content. */
  card?: (row: T) => ReactNode
  cardClass?: string
  selection?: { state: RowSelection<T>; rowLabel: (row: T) => string }
}

const join = (...classes: Array<string | undefined>) => classes.filter(Boolean).join(' ') || undefined

/** An admin list's rows: cards on narrow screens where the look has them, the table where it fits. */
export function ListRows<T>(props: ListRowsProps<T>) {
  const { rows, noun, look, rowKey, card, cardClass = 'flex flex-col gap-1 py-3' } = props
  const table = <ListTable {...props} />
  return (
    <>
      {card && (
        <ul aria-label={noun} className={`${cardListClass} ${look.cards ?? ''}`}>
          {rows.map((row) => (
            <li key={rowKey(row)} className={cardClass}>
              {card(row)}
            </li>
          ))}
        </ul>
      )}
      {look.frame === 'region' ? (
        <TableScroller label={noun}>{table}</TableScroller>
      ) : look.frame === 'scroll' ? (
        <div className="overflow-x-auto">{table}</div>
      ) : (
        table
      )}
    </>
  )
}

function ListTable<T>({ list, rows, look, columns, rowKey, selection }: ListRowsProps<T>) {
  return (
    <table className={look.table}>
      <thead className={look.head}>
        <tr>
          {selection && (
            <th scope="col" className={look.plainHeader}>
              <input
                type="checkbox"
                className="size-5 accent-brand"
                aria-label="Select every row on this page"
                checked={selection.state.allTicked}
                onChange={selection.state.toggleAll}
              />
            </th>
          )}
          {columns.map((column) =>
            column.sortKey ? (
              <SortHeader
                key={column.header}
                list={list}
                sortKey={column.sortKey}
                label={column.header}
                isDefault={column.isDefault}
              />
            ) : (
              <th key={column.header} scope="col" className={join(look.plainHeader, column.headerClass)}>
                {column.header}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={look.row}>
            {selection && (
              <td className={look.cell}>
                <input
                  type="checkbox"
                  className="size-5 accent-brand"
                  aria-label={`Select ${selection.rowLabel(row)}`}
                  checked={selection.state.isTicked(row)}
                  onChange={() => selection.state.toggle(row)}
                />
              </td>
            )}
            {columns.map((column) => (
              <td key={column.header} className={join(look.cell, column.cellClass)}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
