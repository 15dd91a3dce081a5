import type { CustomScheduleEntry, WeeklyHours } from '#domain/locations/hours.ts'

/** Test helpers: weekly hours written as { Monday: '06:00-18:00', … }; unnamed days are closed. */
export function week(hours: Partial<Record<WeeklyHours[number]['day'], string>>): WeeklyHours {
  const days = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
  return days.map((day) => {
    const range = hours[day]
    const [openTime = '00:00', closeTime = '00:00'] = range?.split('-') ?? []
    return { day, open: range !== undefined, openTime, closeTime }
  })
}

/** The same hours every day. */
export const everyDay = (range: string) =>
  week({
    Monday: range,
    Tuesday: range,
    Wednesday: range,
    Thursday: range,
    Friday: range,
    Saturday: range,
    Sunday: range,
  })

/** Winter hours of most yards: weekdays 6–6, Saturday 7–2, Sunday closed. */
export const winterHours = week({
  Monday: '06:00-18:00',
  Tuesday: '06:00-18:00',
  Wednesday: '06:00-18:00',
  Thursday: '06:00-18:00',
  Friday: '06:00-18:00',
  Saturday: '07:00-14:00',
})

export function entry(
  fromDate: string,
  openTimestamp: string,
  closeTimestamp: string,
  note?: string,
): CustomScheduleEntry {
  return { fromDate, openTimestamp, closeTimestamp, ...(note ? { note } : {}) }
}
