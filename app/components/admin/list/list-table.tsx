import type { ReactNode } from 'react'
import { ResponsiveTable, type RowLead, type TableColumn } from '#app/components/ui/responsive-table.tsx'
import type { TableLook } from '#app/components/ui/table.tsx'
import type { RowSelection } from './row-selection.ts'
import { SortHeader } from './sort-header.tsx'
import type { ListParams } from './use-list-params.ts'

/** One column of an admin list: a table column, with the API's sort key when it sorts. */
export interface ListColumn<T> extends Omit<TableColumn<T>, 'headerCell'> {
  sortKey?: string
  /** The list's sort when the address names none, in the direction the server then takes (dates: newest first). */
  isDefault?: 'asc' | 'desc'
}

export interface ListRowsProps<T> {
  list: ListParams
  rows: T[]
  noun: string
  /** The table's caption, read by screen readers only. */
  caption?: string
  look: TableLook
  columns: ReadonlyArray<ListColumn<T>>
  rowKey: (row: T) => string | number
  /** Below the look's breakpoint each row is a card with this content. */
  card?: (row: T) => ReactNode
  cardClass?: string
  selection?: { state: RowSelection<T>; rowLabel: (row: T) => string }
}

/** An admin list's rows (the shared responsive table): sortable headers, and a box per row when it has bulk actions. */
export function ListRows<T>({ list, noun, columns, selection, ...rest }: ListRowsProps<T>) {
  const tableColumns = columns.map((column): TableColumn<T> =>
    column.sortKey
      ? {
          ...column,
          headerCell: (
            <SortHeader
              list={list}
              sortKey={column.sortKey}
              label={column.header}
              isDefault={column.isDefault}
            />
          ),
        }
      : column,
  )
  return (
    <ResponsiveTable
      {...rest}
      label={noun}
      columns={tableColumns}
      lead={selection && selectionLead(selection)}
    />
  )
}

const checkboxClass = 'size-5 accent-brand'
/** Over cards the boxes are larger: a phone is used with a thumb, or in gloves. */
const largeCheckboxClass = 'size-6 shrink-0 accent-brand'
const selectAllLabel = 'Select every row on this page'

/** Each row starts with its own checkbox; one box in the header (above the cards) ticks them all. */
function selectionLead<T>({ state, rowLabel }: NonNullable<ListRowsProps<T>['selection']>): RowLead<T> {
  const rowBox = (row: T, className: string) => (
    <input
      type="checkbox"
      className={className}
      aria-label={`Select ${rowLabel(row)}`}
      checked={state.isTicked(row)}
      onChange={() => state.toggle(row)}
    />
  )
  return {
    header: (
      <input
        type="checkbox"
        className={checkboxClass}
        aria-label={selectAllLabel}
        checked={state.allTicked}
        onChange={state.toggleAll}
      />
    ),
    cell: (row) => rowBox(row, checkboxClass),
    card: (row) => rowBox(row, `mt-3.5 ${largeCheckboxClass}`),
    aboveCards: (
      <label className="flex min-h-11 w-fit cursor-pointer items-center gap-3 font-semibold">
        <input
          type="checkbox"
          className={largeCheckboxClass}
          checked={state.allTicked}
          onChange={state.toggleAll}
        />
        {selectAllLabel}
      </label>
    ),
  }
}
