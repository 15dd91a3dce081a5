import { Fragment, type ReactNode } from 'react'
import { type TableLook, TableScroller, cardListClass } from './table.tsx'

/** One column: its header, what a row shows in it, and classes added to the look's header and cell classes. */
export interface TableColumn<T> {
  header: string
  /** A header cell of its own (a sort button) in place of the plain `<th>`. */
  headerCell?: ReactNode
  headerClass?: string
  cellClass?: string
  cell: (row: T) => ReactNode
}

/** What every row starts with (a box that selects it): a column of its own in the table, beside each card. */
export interface RowLead<T> {
  header: ReactNode
  cell: (row: T) => ReactNode
  card: (row: T) => ReactNode
  /** Above the cards (a box that ticks them all). */
  aboveCards: ReactNode
}

export interface ResponsiveTableProps<T> {
  rows: T[]
  /** What the rows are: the card list's name, and the scrolling region's. */
  label: string
  /** The table's caption, read by screen readers only. */
  caption?: string
  look: TableLook
  columns: ReadonlyArray<TableColumn<T>>
  rowKey: (row: T) => string | number
  /** Below the look's breakpoint each row is a card with this content. */
  card?: (row: T) => ReactNode
  cardClass?: string
  lead?: RowLead<T>
}

const join = (...classes: Array<string | undefined>) => classes.filter(Boolean).join(' ') || undefined

/**
 * The one way a list turns into cards on a narrow screen (admin lists, a customer's statement): one card per row below
 * the look's breakpoint, the table where its columns fit.
 */
export function ResponsiveTable<T>(props: ResponsiveTableProps<T>) {
  const { look, label } = props
  const table = <Table {...props} />
  return (
    <>
      {props.card && <Cards {...props} card={props.card} />}
      {look.frame === 'region' ? (
        <TableScroller label={label} className={look.frameClass}>
          {table}
        </TableScroller>
      ) : look.frame === 'scroll' ? (
        <div className={join('overflow-x-auto', look.frameClass)}>{table}</div>
      ) : (
        table
      )}
    </>
  )
}

function Cards<T>(props: ResponsiveTableProps<T> & { card: (row: T) => ReactNode }) {
  const { rows, label, look, rowKey, card, lead, cardClass = 'flex flex-col gap-1 py-3' } = props
  const cards = (
    <ul aria-label={label} className={join(cardListClass, lead ? undefined : look.cards)}>
      {rows.map((row) => (
        <li key={rowKey(row)} className={lead ? 'flex items-start gap-3' : cardClass}>
          {lead ? (
            <>
              {lead.card(row)}
              <div className={`min-w-0 flex-1 ${cardClass}`}>{card(row)}</div>
            </>
          ) : (
            card(row)
          )}
        </li>
      ))}
    </ul>
  )
  if (!lead) return cards
  return (
    <div className={join('flex flex-col gap-2', look.cards)}>
      {lead.aboveCards}
      {cards}
    </div>
  )
}

function Table<T>({ rows, caption, look, columns, rowKey, lead }: ResponsiveTableProps<T>) {
  return (
    <table className={look.table}>
      {caption && <caption className="sr-only">{caption}</caption>}
      <thead className={look.head}>
        <tr>
          {lead && (
            <th scope="col" className={look.plainHeader}>
              {lead.header}
            </th>
          )}
          {columns.map((column) =>
            column.headerCell ? (
              <Fragment key={column.header}>{column.headerCell}</Fragment>
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
            {lead && <td className={look.cell}>{lead.cell(row)}</td>}
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
