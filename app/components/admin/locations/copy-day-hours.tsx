import { useId, useState } from 'react'
import { smallButton } from '#app/components/ui/buttons.ts'
import { type Weekday, type WeeklyHours, weekdays } from '#domain/locations/hours.ts'
import { copyDayHours } from '#domain/opening-hours/weekly-hours-copy.ts'

interface CopyDayHoursProps {
  week: WeeklyHours
  onChange: (week: WeeklyHours) => void
}

const workweek: readonly Weekday[] = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']

/** Gives one day's hours to the days ticked, so a week of the same hours is one change, not seven. */
export function CopyDayHours({ week, onChange }: CopyDayHoursProps) {
  const fromId = useId()
  const [from, setFrom] = useState<Weekday>('Monday')
  const [targets, setTargets] = useState<Weekday[]>([])
  const [done, setDone] = useState('')
  const toggle = (day: Weekday, on: boolean) =>
    setTargets((current) => (on ? [...current, day] : current.filter((other) => other !== day)))
  const chosen = targets.filter((day) => day !== from)

  function copy() {
    onChange(copyDayHours(week, from, chosen))
    setDone(`Copied ${from}'s hours to ${chosen.join(', ')}.`)
    setTargets([])
  }

  return (
    <div className="flex flex-col gap-3 rounded bg-salt p-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="flex flex-col gap-1">
          <label htmlFor={fromId} className="text-[0.9rem] font-semibold">
            Copy the hours of
          </label>
          <select
            id={fromId}
            value={from}
            onChange={(event) => setFrom(event.target.value as Weekday)}
            className="h-11 rounded border-2 border-slate-300 bg-white px-3 outline-none focus:border-brand focus-visible:ring-2 focus-visible:ring-brand/40"
          >
            {weekdays.map((day) => (
              <option key={day}>{day}</option>
            ))}
          </select>
        </div>
        <button type="button" className={smallButton} onClick={() => setTargets([...workweek])}>
          Pick Monday to Friday
        </button>
        <button type="button" className={smallButton} onClick={() => setTargets([...weekdays])}>
          Pick every day
        </button>
      </div>
      <fieldset className="flex flex-col gap-1">
        <legend className="text-[0.9rem] font-semibold">to</legend>
        <div className="flex flex-wrap gap-x-4">
          {weekdays.map((day) => (
            <label key={day} className="flex min-h-11 cursor-pointer items-center gap-2">
              <input
                type="checkbox"
                className="size-5 accent-brand"
                disabled={day === from}
                checked={day !== from && targets.includes(day)}
                onChange={(event) => toggle(day, event.target.checked)}
              />
              {day}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-center gap-3">
        <button type="button" className={smallButton} disabled={chosen.length === 0} onClick={copy}>
          Copy hours
        </button>
        <p role="status" className="text-[0.9rem]">
          {done}
        </p>
      </div>
    </div>
  )
}
