import { z } from 'zod'

/**
 * A statement's month: a calendar month on Toronto's clock (ADR 0035), written YYYY-MM. An entry printed at 23:30 on
 * the last evening of a month in Toronto belongs to that month, whatever the hour in UTC.
 */
export const statementMonthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Give a month as YYYY-MM.')
  .refine((month) => month >= '2000-01' && month <= '2099-12', 'Give a month between 2000 and 2099.')

export const statementMonthParam = z.object({ month: statementMonthSchema })

/** The month after (or, with -1, before) a YYYY-MM month. */
export function shiftMonth(month: string, by: number): string {
  const [year, number] = month.split('-').map(Number) as [number, number]
  const index = year * 12 + (number - 1) + by
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`
}

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/** "2026-11" → "November 2026". */
export function monthName(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number]
  return `${monthNames[number - 1]} ${year}`
}
