import type { ReactNode } from 'react'

/** The admin lists' shared look: a table from the width where its columns fit, one card per row below it. */
export const tableClass = 'w-full min-w-[40rem] border-collapse text-left text-[0.95rem]'
export const cellClass = 'border-t border-slate-200 px-3 py-2 align-top'
/** The cards' list; the caller adds the breakpoint where the table takes over (e.g. `lg:hidden`). */
export const cardListClass = 'flex flex-col divide-y divide-slate-200 border-y border-slate-200'

/** A wide table scrolls sideways inside its own box on a phone; the box takes focus so keys can scroll it too. */
export function TableScroller({
  label,
  className = '',
  children,
}: {
  label: string
  /** Where the box shows (a table that gives way to cards hides its box with it). */
  className?: string
  children: ReactNode
}) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
    <div className={`overflow-x-auto ${className}`} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  )
}

/**
 * How a list's table looks, named once here so every admin list picks one instead of spelling its classes out.
 * `cards` is the card list's class where the table takes over from cards (absent: the table shows at every width).
 */
export interface TableLook {
  /** A focusable scrolling region, a plain scrolling box, or nothing around the table. */
  frame: 'region' | 'scroll' | 'none'
  /** The frame's own classes: where it shows, when cards take its place below a width. */
  frameClass?: string
  table: string
  head?: string
  row?: string
  cell: string
  /** A column header that does not sort. */
  plainHeader: string
  cards?: string
}

const boldHeader = 'px-3 py-2 font-bold text-brand-dark'

/** Every width: the table scrolls sideways inside its own box on a phone. */
export const scrollingTable: TableLook = {
  frame: 'region',
  table: tableClass,
  cell: cellClass,
  plainHeader: 'px-3 py-2',
}

/** Cards on a phone; from 640 px the table, scrolling sideways inside its own box while its columns do not fit. */
export const scrollingTableFromSm: TableLook = {
  ...scrollingTable,
  frameClass: 'hidden sm:block',
  cards: 'sm:hidden',
}

/**
 * A customer's transactions: cards on a phone; from 640 px nine columns under a banded header, scrolling sideways
 * inside their bordered box until the page is wide enough for all of them.
 */
export const bandedTableFromSm: TableLook = {
  frame: 'region',
  frameClass:
    'hidden max-w-full rounded border border-slate-200 focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none sm:block',
  table: 'w-full min-w-[60rem] text-left text-[0.9rem]',
  head: 'bg-salt text-[0.8rem] tracking-wide text-slate-700 uppercase',
  row: 'border-t border-slate-200 align-top',
  cell: 'px-3 py-2',
  plainHeader: 'px-3 py-2',
  cards: 'sm:hidden',
}

/** Every width, ruled in the brand colour under the header. */
export const brandRuledTable: TableLook = {
  frame: 'scroll',
  table: 'w-full border-collapse text-left',
  head: 'border-b-2 border-brand',
  row: 'border-b border-slate-200',
  cell: 'px-3 py-2',
  plainHeader: 'px-3 py-2',
}

const ruledParts = {
  frame: 'none',
  head: 'border-b-2 border-slate-300',
  row: 'border-b border-slate-200 align-top',
  cell: 'px-3 py-3',
  plainHeader: boldHeader,
} as const

/** Cards on a phone, a ruled table from 640 px. */
export const ruledTableFromSm: TableLook = {
  ...ruledParts,
  table: 'hidden w-full border-collapse text-left sm:table',
  cards: 'sm:hidden',
}

/** Cards on phones and tablets (the side navigation leaves a tablet too narrow), a ruled table from 1024 px. */
export const ruledTableFromLg: TableLook = {
  ...ruledParts,
  table: 'hidden w-full border-collapse text-left lg:table',
  cards: 'lg:hidden',
}

/** Cards on phones and tablets, a denser table from 1024 px. */
export const compactTableFromLg: TableLook = {
  frame: 'none',
  table: 'hidden w-full border-collapse text-left text-[0.95rem] lg:table',
  cell: cellClass,
  plainHeader: boldHeader,
  cards: 'lg:hidden',
}

/**
 * Cards up to 1280 px, a small-type table from there: beside the side navigation a row with a NAV posting's status,
 * reason and Retry needs the whole of a wide screen (the admin's transactions).
 */
export const smallTableFromXl: TableLook = {
  frame: 'none',
  table: 'hidden w-full border-collapse text-left text-[0.9rem] xl:table',
  head: 'text-[0.8rem] tracking-wide text-slate-700 uppercase',
  cell: cellClass,
  plainHeader: 'px-3 py-2',
  cards: 'xl:hidden',
}
