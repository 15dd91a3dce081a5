import type { ReactNode } from 'react'
import { smallButton, smallDangerButton } from '#app/components/ui/buttons.ts'
import { moveItem } from '#domain/catalogue/admin-answers.ts'

interface RowListProps<T> {
  /** The list's legend ("Units") and each row's ("Unit 1"). */
  legend: string
  rowLegend: (index: number) => string
  rows: T[]
  onChange: (rows: T[]) => void
  newRow: () => T
  addLabel: string
  /** The error of the list as a whole (e.g. "Add a unit before publishing"). */
  error?: string
  empty: string
  children: (row: T, index: number, change: (row: T) => void) => ReactNode
}

/** Rows staff add, remove and put in order with buttons (keyboard-operable, no dragging needed). */
export function RowList<T>(props: RowListProps<T>) {
  const { rows, onChange } = props
  return (
    <fieldset className="flex flex-col gap-3" aria-invalid={props.error ? true : undefined}>
      <legend className="text-[1.1rem] font-bold text-brand-dark">{props.legend}</legend>
      {props.error && <p className="font-semibold text-danger">{props.error}</p>}
      {rows.length === 0 && <p className="text-[0.9rem] text-slate-700">{props.empty}</p>}
      {rows.map((row, index) => (
        <fieldset key={index} className="flex flex-col gap-3 rounded border-2 border-slate-200 p-3">
          <legend className="px-1 text-[0.9rem] font-semibold">{props.rowLegend(index)}</legend>
          {props.children(row, index, (next) => onChange(rows.map((old, at) => (at === index ? next : old))))}
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className={`${smallButton} disabled:opacity-50`}
              aria-label={`Move up ${props.rowLegend(index)}`}
              disabled={index === 0}
              onClick={() => onChange(moveItem(rows, index, -1))}
            >
              Move up
            </button>
            <button
              type="button"
              className={`${smallButton} disabled:opacity-50`}
              aria-label={`Move down ${props.rowLegend(index)}`}
              disabled={index === rows.length - 1}
              onClick={() => onChange(moveItem(rows, index, 1))}
            >
              Move down
            </button>
            <button
              type="button"
              className={smallDangerButton}
              aria-label={`Remove ${props.rowLegend(index)}`}
              onClick={() => onChange(rows.filter((_, at) => at !== index))}
            >
              Remove
            </button>
          </div>
        </fieldset>
      ))}
      <button
        type="button"
        className={`${smallButton} w-fit`}
        onClick={() => onChange([...rows, props.newRow()])}
      >
        {props.addLabel}
      </button>
    </fieldset>
  )
}
