import type { ReactNode } from 'react'

/** The admin lists' shared look: a table from the width where its columns fit, one card per row below it. */
export const tableClass = 'w-full min-w-[40rem] border-collapse text-left text-[0.95rem]'
export const cellClass = 'border-t border-slate-200 px-3 py-2 align-top'
/** The cards' list; the caller adds the breakpoint where the table takes over (e.g. `lg:hidden`). */
export const cardListClass = 'flex flex-col divide-y divide-slate-200 border-y border-slate-200'

/** A wide table scrolls sideways inside its own box on a phone; the box takes focus so keys can scroll it too. */
export function TableScroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must be reachable by keyboard
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  )
}
