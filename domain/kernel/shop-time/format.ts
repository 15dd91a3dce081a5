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

const torontoDateTime = shopTimeFormat({ dateStyle: 'medium', timeStyle: 'short' })

/** "Jan 15, 2026, 7:30 a.m.": an instant as staff read it, in shop time. */
export const formatTorontoDateTime = (iso: string) => torontoDateTime().format(new Date(iso))
