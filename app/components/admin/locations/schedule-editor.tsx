import { useMemo } from 'react'
import { smallButton, smallDangerButton } from '#app/components/ui/buttons.ts'
import { type ScheduleRowValues, scheduleEntries } from '#domain/locations/form.ts'
import { overlappingScheduleRows } from '#domain/opening-hours/schedule-overlaps.ts'
import { stormRowHint } from '#domain/weather/texts.ts'
import { isoToTorontoWallClock } from '#domain/kernel/shop-time/wall-clock.ts'
import { TextInput } from '#app/components/ui/fields.tsx'
import { FormSection } from './form-section.tsx'

interface ScheduleEditorProps {
  rows: ScheduleRowValues[]
  errors: Record<string, string>
  onChange: (rows: ScheduleRowValues[]) => void
}

/** A new row: today in Toronto, 7 AM to 5 PM, for staff to change. */
function newRow(): ScheduleRowValues {
  const today = isoToTorontoWallClock(new Date().toISOString()).slice(0, 10)
  return { fromDate: today, opens: `${today}T07:00`, closes: `${today}T17:00`, note: '' }
}

/**
 * Holiday closures and storm hours. From its date until it closes, a row replaces the weekly hours; two rows in force
 * at once cancel the custom schedule, which the warning says before anyone saves it.
 */
export function ScheduleEditor({ rows, errors, onChange }: ScheduleEditorProps) {
  const overlaps = useMemo(() => overlappingScheduleRows(scheduleEntries(rows)), [rows])
  const change = (index: number, patch: Partial<ScheduleRowValues>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)))
  return (
    <FormSection title="Custom schedule">
      <p className="text-[0.9rem] text-slate-700">
        Times are Toronto time. From its date until it closes, a row replaces the weekly hours: open from
        “Opens” to “Closes”, closed before. For a holiday closure, start on the holiday and give the next
        opening.
      </p>
      {overlaps.length > 0 && (
        <p role="alert" className="rounded border-l-4 border-amber-600 bg-amber-50 px-3 py-2 font-semibold">
          {overlaps.map(([a, b]) => `Rows ${a + 1} and ${b + 1}`).join(', ')}{' '}
          {overlaps.length === 1 ? 'overlap' : 'overlap each other'}. While two rows are in force at once, the
          site ignores the custom schedule and shows the weekly hours.
        </p>
      )}
      {errors.customSchedule && <p className="font-semibold text-danger">{errors.customSchedule}</p>}
      {rows.length === 0 && <p>No custom schedule. The weekly hours apply.</p>}
      <ol className="flex flex-col gap-4">
        {rows.map((row, index) => {
          const path = `customSchedule.${index}`
          return (
            // Rows have no identity of their own; the index is what the errors are keyed by too.
            <li key={index}>
              <div
                role="group"
                aria-label={`Row ${index + 1}`}
                className="grid gap-3 rounded border border-slate-300 p-3 sm:grid-cols-2"
              >
                <p className="font-bold sm:col-span-2">
                  Row {index + 1}
                  {row.stormId !== undefined && (
                    <span className="ml-2 text-[0.85rem] font-semibold text-slate-700">{stormRowHint}</span>
                  )}
                </p>
                <TextInput
                  type="date"
                  label="From date"
                  value={row.fromDate}
                  error={errors[`${path}.fromDate`]}
                  onValue={(fromDate) => change(index, { fromDate })}
                />
                <TextInput
                  label="Note"
                  value={row.note}
                  maxLength={200}
                  error={errors[`${path}.note`]}
                  onValue={(note) => change(index, { note })}
                />
                <TextInput
                  type="datetime-local"
                  label="Opens"
                  value={row.opens}
                  error={errors[`${path}.openTimestamp`]}
                  onValue={(opens) => change(index, { opens })}
                />
                <TextInput
                  type="datetime-local"
                  label="Closes"
                  value={row.closes}
                  error={errors[`${path}.closeTimestamp`]}
                  onValue={(closes) => change(index, { closes })}
                />
                <button
                  type="button"
                  className={`${smallDangerButton} w-fit`}
                  onClick={() => onChange(rows.filter((_, i) => i !== index))}
                >
                  Remove row {index + 1}
                </button>
              </div>
            </li>
          )
        })}
      </ol>
      <button type="button" className={`${smallButton} w-fit`} onClick={() => onChange([...rows, newRow()])}>
        Add a row
      </button>
    </FormSection>
  )
}
