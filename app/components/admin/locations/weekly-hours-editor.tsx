import { useId } from 'react'
import type { DayHours, WeeklyHours } from '#domain/locations/hours.ts'
import { FormSection } from './form-section.tsx'
import { CopyDayHours } from './copy-day-hours.tsx'

interface WeeklyHoursEditorProps {
  week: WeeklyHours
  errors: Record<string, string>
  onChange: (week: WeeklyHours) => void
}

const timeControl = (invalid: boolean) =>
  `h-11 w-full min-w-0 rounded border-2 bg-white px-2 outline-none focus-visible:ring-2 focus-visible:ring-brand/40 disabled:bg-slate-100 disabled:text-slate-500 ${
    invalid ? 'border-danger bg-danger/5' : 'border-slate-300 focus:border-brand'
  }`

/** Monday to Sunday, each with "Open" and its opening and closing time (Toronto); a day can be copied to others. */
export function WeeklyHoursEditor({ week, errors, onChange }: WeeklyHoursEditorProps) {
  const change = (index: number, patch: Partial<DayHours>) =>
    onChange(week.map((day, i) => (i === index ? { ...day, ...patch } : day)))
  return (
    <FormSection title="Weekly hours">
      {errors.weeklyHours && <p className="font-semibold text-danger">{errors.weeklyHours}</p>}
      <div className="flex flex-col divide-y divide-slate-200">
        {week.map((day, index) => (
          <DayRow
            key={day.day}
            day={day}
            errors={errors}
            path={`weeklyHours.${index}`}
            onChange={(patch) => change(index, patch)}
          />
        ))}
      </div>
      <CopyDayHours week={week} onChange={onChange} />
    </FormSection>
  )
}

interface DayRowProps {
  day: DayHours
  errors: Record<string, string>
  path: string
  onChange: (patch: Partial<DayHours>) => void
}

function DayRow({ day, errors, path, onChange }: DayRowProps) {
  const nameId = useId()
  const overnight = day.open && day.closeTime !== '' && day.closeTime <= day.openTime
  return (
    <div
      role="group"
      aria-labelledby={nameId}
      className="grid grid-cols-2 items-start gap-x-3 gap-y-2 py-3 sm:grid-cols-[6rem_5rem_minmax(0,1fr)_minmax(0,1fr)]"
    >
      <span id={nameId} className="flex min-h-11 items-center font-bold sm:mt-6">
        {day.day}
      </span>
      <label className="flex min-h-11 w-fit cursor-pointer items-center gap-2 font-semibold sm:mt-6">
        <input
          type="checkbox"
          className="size-5 accent-brand"
          checked={day.open}
          onChange={(event) => onChange({ open: event.target.checked })}
        />
        Open
      </label>
      <TimeField
        label="Opens"
        value={day.openTime}
        disabled={!day.open}
        error={errors[`${path}.openTime`]}
        onValue={(openTime) => onChange({ openTime })}
      />
      <TimeField
        label="Closes"
        value={day.closeTime}
        disabled={!day.open}
        error={errors[`${path}.closeTime`]}
        onValue={(closeTime) => onChange({ closeTime })}
        note={overnight ? 'The next day' : undefined}
      />
    </div>
  )
}

interface TimeFieldProps {
  label: string
  value: string
  disabled: boolean
  error?: string
  /** Said under the field, e.g. that a closing time before the opening one is the next day's. */
  note?: string
  onValue: (value: string) => void
}

function TimeField({ label, value, disabled, error, note, onValue }: TimeFieldProps) {
  const id = useId()
  const describedBy = [note ? `${id}-note` : null, error ? `${id}-error` : null].filter(Boolean).join(' ')
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-[0.9rem] font-semibold">
        {label}
      </label>
      <input
        id={id}
        type="time"
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => onValue(event.target.value)}
        className={timeControl(Boolean(error))}
      />
      {note && (
        <p id={`${id}-note`} className="text-[0.85rem] text-slate-700">
          {note}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-[0.85rem] font-semibold text-danger">
          {error}
        </p>
      )}
    </div>
  )
}
