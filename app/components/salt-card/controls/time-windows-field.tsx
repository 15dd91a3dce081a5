import { useId } from 'react'
import { Checkbox, TextInput } from '#app/components/ui/fields.tsx'
import { FieldError } from '#app/components/ui/form/field-error.tsx'
import { smallButton, smallDangerButton } from '#app/components/ui/buttons.ts'
import { type Weekday, weekdays } from '#domain/locations/hours.ts'
import type { ControlsFormValues } from '#domain/salt-card/controls/form.ts'

type Window = ControlsFormValues['windows'][number]

interface TimeWindowsProps {
  windows: Window[]
  onWindows: (windows: Window[]) => void
  /** Errors by field name, the windows' under `{prefix}hours.windows.{n}.…`. */
  errorOf: (name: string) => string | undefined
}

const newWindow: Window = {
  days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
  from: '06:00',
  to: '18:00',
}

/** Days and hours when pickups are allowed; an end at or before the start runs past midnight. */
export function TimeWindowsField({ windows, onWindows, errorOf }: TimeWindowsProps) {
  const baseId = useId()
  const change = (index: number, window: Window) =>
    onWindows(windows.map((current, at) => (at === index ? window : current)))
  return (
    <div className="flex flex-col gap-3">
      {windows.map((window, index) => {
        const name = (field: string) => `hours.windows.${index}.${field}`
        const toggle = (day: Weekday, on: boolean) =>
          change(index, {
            ...window,
            days: on ? [...window.days, day] : window.days.filter((d) => d !== day),
          })
        return (
          <fieldset key={index} className="flex flex-col gap-2 rounded border border-slate-200 px-3 py-2">
            <legend className="px-1 text-[0.9rem] font-semibold">Window {index + 1}</legend>
            <fieldset aria-describedby={errorOf(name('days')) ? `${baseId}-${index}-days` : undefined}>
              <legend className="sr-only">Days of window {index + 1}</legend>
              <div className="grid grid-cols-2 gap-x-3 min-[420px]:grid-cols-4">
                {weekdays.map((day) => (
                  <Checkbox
                    key={day}
                    label={day}
                    checked={window.days.includes(day)}
                    onChecked={(on) => toggle(day, on)}
                  />
                ))}
              </div>
              <FieldError id={`${baseId}-${index}-days`} text={errorOf(name('days'))} />
            </fieldset>
            <div className="grid gap-3 min-[420px]:grid-cols-2">
              <TextInput
                label="From"
                type="time"
                name={name('from')}
                value={window.from}
                error={errorOf(name('from'))}
                onValue={(from) => change(index, { ...window, from })}
              />
              <TextInput
                label="Until"
                type="time"
                name={name('to')}
                value={window.to}
                error={errorOf(name('to'))}
                onValue={(to) => change(index, { ...window, to })}
              />
            </div>
            <button
              type="button"
              className={`${smallDangerButton} self-start`}
              onClick={() => onWindows(windows.filter((_, at) => at !== index))}
            >
              Remove window {index + 1}
            </button>
          </fieldset>
        )
      })}
      <button
        type="button"
        className={`${smallButton} self-start`}
        onClick={() => onWindows([...windows, newWindow])}
      >
        Add a time window
      </button>
    </div>
  )
}
