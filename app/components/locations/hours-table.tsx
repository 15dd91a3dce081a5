import type { WeeklyHours } from '#domain/locations/hours.ts'
import { hoursTable } from '#domain/opening-hours/display.ts'
import { wallClock, weekdayIndex } from '#domain/kernel/shop-time/calendar.ts'
import { locationTexts } from '#domain/locations/texts.ts'
import { useMinute } from './use-minute.ts'

/**
 * The regular hours, Monday to Sunday; today's row is marked once the browser knows the date in Toronto. Every row
 * holds the badge and only today's shows it, so marking the day after hydration moves nothing: a badge that appeared
 * beside "Wednesday" widened the day column and wrapped every row's hours at 375 px.
 */
export function HoursTable({ weeklyHours }: { weeklyHours: WeeklyHours }) {
  const minute = useMinute()
  const today = minute === null ? undefined : weekdayIndex(wallClock(minute * 60_000).day)
  return (
    <table className="w-full max-w-md border-collapse text-left text-[0.9375rem] sm:text-base">
      <caption className="sr-only">{locationTexts.hoursHeading}</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Day</th>
          <th scope="col">Hours</th>
        </tr>
      </thead>
      <tbody>
        {hoursTable(weeklyHours).map((row, index) => {
          const isToday = index === today
          return (
            <tr key={row.day} className={`border-b border-slate-200 ${isToday ? 'bg-salt' : ''}`}>
              <th scope="row" className="py-2 pr-3 pl-2 font-semibold whitespace-nowrap">
                {row.day}
                <span
                  className={`ml-1.5 rounded bg-brand px-1.5 py-0.5 text-[0.7rem] tracking-wide text-white uppercase ${isToday ? '' : 'invisible'}`}
                >
                  {locationTexts.today}
                </span>
              </th>
              <td className={`py-2 pr-2 ${row.hours === 'Closed' ? 'text-ink/70' : ''}`}>
                {keepTimesWhole(row.hours)}
              </td>
            </tr>
          )
        })}
      </tbody>
    </table>
  )
}

/** "6:00 AM" never breaks before its AM or PM; a narrow screen wraps a range at its dash. */
const keepTimesWhole = (hours: string) => hours.replace(/ (AM|PM)\b/g, '\u00a0$1')
