import { lazy } from '../lazy.ts'

/** The shop is in Ontario: its dates and times read the same wherever the viewer or the server is (DESIGN.md). */
export const shopTimeZone = 'America/Toronto'

/**
 * A date-time formatter on the shop's clock, built on first use: building one costs far more than using it, and a
 * module that only imports this (a page that never formats) pays nothing.
 */
export const shopTimeFormat = (options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>, locale = 'en-CA') =>
  lazy(() => new Intl.DateTimeFormat(locale, { ...options, timeZone: shopTimeZone }))

/** An instant's parts on the shop's clock, by type ("year", "month", "hour", …). */
export function shopTimeParts(
  format: () => Intl.DateTimeFormat,
  instant: Date | number,
): Partial<Record<Intl.DateTimeFormatPartTypes, string>> {
  return Object.fromEntries(
    format()
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  )
}

const shopDay = shopTimeFormat({ year: 'numeric', month: '2-digit', day: '2-digit' })

/** yyyy-MM-dd of an instant as the calendar in Toronto shows it (the shop's date format). */
export function torontoDate(instant: Date): string {
  const parts = shopTimeParts(shopDay, instant)
  return `${parts.year}-${parts.month}-${parts.day}`
}

const torontoMinute = shopTimeFormat({
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** An instant's Toronto date, yyyy-MM-dd (the shop's date format, docs/product.md), and its 24-hour time, HH:mm. */
export function torontoDateAndTime(iso: string): { date: string; time: string } {
  const parts = shopTimeParts(torontoMinute, new Date(iso))
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` }
}

/** "2026-01-15 07:30": an instant as staff read it, in shop time and the shop's date format. */
export function formatTorontoDateTime(iso: string): string {
  const { date, time } = torontoDateAndTime(iso)
  return `${date} ${time}`
}
