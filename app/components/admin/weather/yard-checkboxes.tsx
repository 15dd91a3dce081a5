import { useId } from 'react'
import type { WeatherYard } from '#domain/weather/schemas.ts'

interface YardCheckboxesProps {
  legend: string
  yards: readonly Pick<WeatherYard, 'id' | 'name' | 'published'>[]
  selected: readonly number[]
  onChange: (ids: number[]) => void
  error?: string
  /** Above the boxes, e.g. an "Every yard" switch. */
  children?: React.ReactNode
}

/** A yard per checkbox, in columns on wider screens; hidden yards say so; an error is read with the group. */
export function YardCheckboxes({ legend, yards, selected, onChange, error, children }: YardCheckboxesProps) {
  const errorId = useId()
  const chosen = new Set(selected)
  const toggle = (id: number, checked: boolean) =>
    onChange(
      yards
        .map((yard) => yard.id)
        .filter((candidate) => (candidate === id ? checked : chosen.has(candidate))),
    )
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1 text-[0.9rem] font-semibold">{legend}</legend>
      {children}
      <div className="grid gap-x-4 sm:grid-cols-2 lg:grid-cols-3">
        {yards.map((yard) => (
          <label key={yard.id} className="flex min-h-11 cursor-pointer items-center gap-2">
            <input
              type="checkbox"
              className="size-5 shrink-0 accent-brand"
              checked={chosen.has(yard.id)}
              onChange={(event) => toggle(yard.id, event.target.checked)}
            />
            <span>
              {yard.name}
              {!yard.published && <span className="ml-1 text-[0.85rem] text-slate-600">(hidden)</span>}
            </span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-[0.85rem] font-semibold text-danger">
          {error}
        </p>
      )}
    </fieldset>
  )
}
