import type { Weekday, WeeklyHours } from '#domain/locations/hours.ts'

/** The hours of `from` (open or closed, opening and closing time) given to each day of `to`; other days stay. */
export function copyDayHours(week: WeeklyHours, from: Weekday, to: readonly Weekday[]): WeeklyHours {
  const source = week.find((day) => day.day === from)
  if (!source) return week
  const targets = new Set(to)
  return week.map((day) =>
    targets.has(day.day) && day.day !== from
      ? { day: day.day, open: source.open, openTime: source.openTime, closeTime: source.closeTime }
      : day,
  )
}
