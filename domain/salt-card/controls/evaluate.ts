import { classifyStatus } from '#domain/admin/dashboard.ts'
import { wallClock, weekdayIndex } from '#domain/kernel/shop-time/calendar.ts'
import { weekdays } from '#domain/locations/hours.ts'
import { type OpeningHoursInput, openingStatus } from '#domain/opening-hours/opening-hours.ts'
import type { ControlDeclineCode } from './decline-codes.ts'
import type { CardControls, PickupHours, TimeWindow } from './schemas.ts'

/** A ticket as the controls see it. */
export interface ControlledPickup {
  yardId: number
  productId: number
  milliTonnes: number
  amountCents: number
  /** When the ticket was printed: the pickup's time, day and week. */
  printedAt: Date
  /** The yard's hours, for "only while the yard is open". */
  yardHours: OpeningHoursInput
}

/** What the card's pickups already booked in the ticket's Toronto day and week. */
export interface PickupUsage {
  dayMilliTonnes: number
  weekMilliTonnes: number
  dayCents: number
  weekCents: number
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5))

/** Whether a window lets a pickup through on weekday `weekday` (0 Monday) at `minute` past midnight. */
function windowAllows(window: TimeWindow, weekday: number, minute: number): boolean {
  const from = minutesOf(window.from)
  const to = minutesOf(window.to)
  const on = (index: number) => window.days.includes(weekdays[(index + 7) % 7]!)
  if (from < to) return on(weekday) && from <= minute && minute < to
  // Past midnight: the evening of a listed day, or the early hours after one.
  return (on(weekday) && minute >= from) || (on(weekday - 1) && minute < to)
}

function withinHours(hours: PickupHours, pickup: ControlledPickup): boolean {
  if (hours.kind === 'any') return true
  // The storefront's own status, custom, storm and "today's hours" included: what the yard's page says now.
  if (hours.kind === 'yard-open')
    return classifyStatus(openingStatus(pickup.yardHours, pickup.printedAt)).openNow
  const { day, minutes } = wallClock(pickup.printedAt.getTime())
  return hours.windows.some((window) => windowAllows(window, weekdayIndex(day), minutes))
}

const over = (limit: number | null, used: number, adding: number) => limit !== null && used + adding > limit

/**
 * Every control the pickup breaks, in the order of `controlDeclineCodes` (the first is the one the scale is told).
 * A limit is reached, not broken, by a pickup that brings the total exactly to it.
 */
export function controlRefusals(
  controls: CardControls,
  pickup: ControlledPickup,
  usage: PickupUsage,
): ControlDeclineCode[] {
  const refusals: ControlDeclineCode[] = []
  if (controls.yardIds && !controls.yardIds.includes(pickup.yardId)) refusals.push('yard_not_allowed')
  if (controls.productIds && !controls.productIds.includes(pickup.productId))
    refusals.push('product_not_allowed')
  if (!withinHours(controls.hours, pickup)) refusals.push('outside_hours')
  const tonnes = pickup.milliTonnes
  if (over(controls.maxPickupMilliTonnes, 0, tonnes)) refusals.push('pickup_tonnes_exceeded')
  if (over(controls.maxDailyMilliTonnes, usage.dayMilliTonnes, tonnes)) refusals.push('daily_tonnes_exceeded')
  if (over(controls.maxWeeklyMilliTonnes, usage.weekMilliTonnes, tonnes))
    refusals.push('weekly_tonnes_exceeded')
  if (over(controls.maxDailyCents, usage.dayCents, pickup.amountCents)) refusals.push('daily_amount_exceeded')
  if (over(controls.maxWeeklyCents, usage.weekCents, pickup.amountCents))
    refusals.push('weekly_amount_exceeded')
  return refusals
}

/** "4.370" (the ledger's tonnes) → 4370 thousandths, without a float's rounding. */
export function milliTonnesOf(tonnes: string): number {
  const [whole = '0', fraction = ''] = tonnes.split('.')
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0').slice(0, 3))
}
