import { z } from 'zod'
import { maxRecordId } from '#domain/kernel/ids.ts'

/** Weekdays in the order of the hours table, Monday to Sunday (the location days list runs Sunday to Saturday). */
export const weekdays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const
export type Weekday = (typeof weekdays)[number]

/** A Toronto wall-clock time, 24-hour "HH:mm". */
export const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use 24-hour HH:mm')

/** One weekday's regular hours, in America/Toronto wall-clock time. */
export const dayHoursSchema = z.object({
  day: z.enum(weekdays),
  open: z.boolean(),
  openTime: clockTime,
  closeTime: clockTime,
})
export type DayHours = z.infer<typeof dayHoursSchema>

/** Exactly seven days, Monday first. */
export const weeklyHoursSchema = z
  .array(dayHoursSchema)
  .length(7)
  .refine((days) => days.every((day, index) => day.day === weekdays[index]), 'Days must run Monday to Sunday')
export type WeeklyHours = z.infer<typeof weeklyHoursSchema>

/**
 * A custom schedule entry. From `fromDate` (a yyyy-MM-dd day in Toronto) until `closeTimestamp`, the entry
 * replaces the regular hours: the location is open from `openTimestamp` to `closeTimestamp` (UTC instants) and
 * closed otherwise. A holiday closure is an entry whose window is the next opening after the holiday; storm-mode
 * extended hours are one long window. `note` is shown beside the hours table.
 */
export const customScheduleEntrySchema = z
  .object({
    fromDate: z.iso.date('Enter a date.'),
    openTimestamp: z.iso.datetime({ offset: true, error: 'Enter a date and time.' }),
    closeTimestamp: z.iso.datetime({ offset: true, error: 'Enter a date and time.' }),
    note: z.string().max(200).optional(),
    /** The storm operation (/admin/weather) that wrote the row; ending the storm early trims or removes exactly these. */
    stormId: z.number().int().positive().max(maxRecordId).optional(),
  })
  // A time that is no time has its own message above; this one is only about the order of two real times.
  .refine((entry) => !(Date.parse(entry.openTimestamp) >= Date.parse(entry.closeTimestamp)), {
    message: 'The close time must be after the open time',
    path: ['closeTimestamp'],
  })
export type CustomScheduleEntry = z.infer<typeof customScheduleEntrySchema>

/** The most custom schedule rows a yard keeps (storm mode refuses to go past it). */
export const customScheduleLimit = 50

export const customScheduleSchema = z.array(customScheduleEntrySchema).max(customScheduleLimit)

/** Stock level of a product at a location. */
export const stockStatuses = ['in_stock', 'low', 'out'] as const
export type StockStatus = (typeof stockStatuses)[number]
