import { useId } from 'react'
import { Checkbox } from '#app/components/ui/fields.tsx'
import { FieldError } from '#app/components/ui/form/field-error.tsx'

interface CheckListProps {
  legend: string
  allLabel: string
  all: boolean
  onAll: (all: boolean) => void
  options: ReadonlyArray<{ id: number; name: string }>
  chosen: readonly number[]
  onChosen: (ids: number[]) => void
  error?: string | undefined
}

/** "Every yard" or a list of ticks: the controls' allowed yards and products. The error is tied to the group. */
export function CheckList({
  legend,
  allLabel,
  all,
  onAll,
  options,
  chosen,
  onChosen,
  error,
}: CheckListProps) {
  const errorId = useId()
  return (
    <fieldset
      className="flex flex-col gap-1 rounded border border-slate-200 px-3 py-2"
      aria-describedby={error ? errorId : undefined}
      aria-invalid={error ? true : undefined}
    >
      <legend className="px-1 text-[0.9rem] font-semibold">{legend}</legend>
      <Checkbox label={allLabel} checked={all} onChecked={onAll} />
      {!all && (
        <div className="grid gap-x-4 sm2:grid-cols-2">
          {options.map((option) => (
            <Checkbox
              key={option.id}
              label={option.name}
              checked={chosen.includes(option.id)}
              onChecked={(checked) =>
                onChosen(checked ? [...chosen, option.id] : chosen.filter((id) => id !== option.id))
              }
            />
          ))}
        </div>
      )}
      <FieldError id={errorId} text={error} />
    </fieldset>
  )
}
