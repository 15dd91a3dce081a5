import type { ReactNode } from 'react'
import { type TableLook, TableScroller, cardListClass } from '#app/components/ui/table.tsx'
import type { RowSelection } from './row-selection.ts'
import { SortHeader } from './sort-header.tsx'
import type { ListParams } from './use-list-params.ts'

/** One column of an admin list: its header, the API's sort key when it sorts, and what a row shows in it. */
export interface ListColumn<T> {
  header: string
  sortKey?: string
  /** The list's sort when the address names none, in the direction the server then takes (dates: newest first). */
  isDefault?: 'asc' | 'desc'
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
  const { look, noun } = props
  const table = <ListTable {...props} />
  return (
    <>
      {props.card && <ListCards {...props} card={props.card} />}
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

const checkboxClass = 'size-5 accent-brand'
/** Over cards the boxes are larger: a phone is used with a thumb, or in gloves. */
const largeCheckboxClass = 'size-6 shrink-0 accent-brand'
const selectAllLabel = 'Select every row on this page'

/** One card per row; with a bulk action, each card starts with its own checkbox and one box above ticks them all. */
function ListCards<T>(props: ListRowsProps<T> & { card: (row: T) => ReactNode }) {
  const { rows, noun, look, rowKey, card, selection, cardClass = 'flex flex-col gap-1 py-3' } = props
  const cards = (
    <ul aria-label={noun} className={`${cardListClass} ${selection ? '' : (look.cards ?? '')}`}>
      {rows.map((row) => (
        <li key={rowKey(row)} className={selection ? 'flex items-start gap-3' : cardClass}>
          {selection ? (
            <>
              <input
                type="checkbox"
                className={`mt-3.5 ${largeCheckboxClass}`}
                aria-label={`Select ${selection.rowLabel(row)}`}
                checked={selection.state.isTicked(row)}
                onChange={() => selection.state.toggle(row)}
              />
              <div className={`min-w-0 flex-1 ${cardClass}`}>{card(row)}</div>
            </>
          ) : (
            card(row)
          )}
        </li>
      ))}
    </ul>
  )
  if (!selection) return cards
  return (
    <div className={`flex flex-col gap-2 ${look.cards ?? ''}`}>
      <label className="flex min-h-11 w-fit cursor-pointer items-center gap-3 font-semibold">
        <input
          type="checkbox"
          className={largeCheckboxClass}
          checked={selection.state.allTicked}
          onChange={selection.state.toggleAll}
        />
        {selectAllLabel}
      </label>
      {cards}
    </div>
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
                className={checkboxClass}
                aria-label={selectAllLabel}
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
                  className={checkboxClass}
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
