import type { AlertColour } from '#domain/weather/cap-alert.ts'
import { type OpeningHoursInput } from '#domain/opening-hours/opening-hours.ts'
import { compileSchedule, currentState } from '#domain/opening-hours/schedule.ts'

/**
 * The live yard board (ADR 0037): beside a yard's opening status, the alert in force there, "closes in N minutes" in
 * the last hour, and how busy the scale has been. Fetched by the page after it loads, never part of the cached HTML.
 */

/**
 * Pickups per hour at one yard, from its scale tickets of the last hour. A truck takes about five minutes on a scale
 * (weighed in, loaded, weighed out): below 6 an hour trucks rarely meet; from 6 one often waits for the one before;
 * from 12 (one every five minutes) the scale is near what it can weigh and a line forms.
 */
export const waitThresholds = { busy: 6, veryBusy: 12 } as const
export const waitLevels = ['quiet', 'busy', 'very-busy'] as const
export type WaitLevel = (typeof waitLevels)[number]

export function waitLevel(pickupsLastHour: number): WaitLevel {
  if (pickupsLastHour >= waitThresholds.veryBusy) return 'very-busy'
  if (pickupsLastHour >= waitThresholds.busy) return 'busy'
  return 'quiet'
}

/** The last hour before closing: the board counts down the minutes. */
const closingSoonMs = 60 * 60_000

/**
 * Whole minutes until the yard closes, rounded up, when it is open and closes within the hour; null otherwise (and
 * when staff typed today's hours by hand: that text is then the only truth).
 */
export function closesInMinutes(hours: OpeningHoursInput, now: number): number | null {
  if (typeof hours.todaysHours === 'string' && hours.todaysHours.trim()) return null
  const schedule = compileSchedule(hours.weeklyHours, hours.customSchedule)
  if (!schedule) return null
  const { openNow, changeAt } = currentState(schedule, now, 1)
  if (!openNow || changeAt === undefined || changeAt - now > closingSoonMs) return null
  return Math.max(1, Math.ceil((changeAt - now) / 60_000))
}

export interface YardBoardAlert {
  colour: AlertColour | null
  title: string
  /** ISO instant the alert expires; null when ECCC gave none. */
  until: string | null
}

/** One yard's board, as `GET /api/salt/locations/board` answers it. */
export interface YardBoard {
  slug: string
  /** The yard's name, for the board's spoken announcements. */
  name: string
  alert: YardBoardAlert | null
  closesInMinutes: number | null
  pickupsLastHour: number
  wait: WaitLevel
}

export interface YardBoardAnswer {
  at: string
  yards: YardBoard[]
}

const colourRank = (colour: AlertColour | null) =>
  colour ? ['yellow', 'orange', 'red'].indexOf(colour) + 1 : 0

/** Of several alerts on one yard, the board shows the most severe, then the one lasting longest. */
export function mostSevere<T extends YardBoardAlert>(alerts: readonly T[]): T | null {
  return (
    [...alerts].sort(
      (a, b) =>
        colourRank(b.colour) - colourRank(a.colour) ||
        (b.until === null ? Infinity : Date.parse(b.until)) -
          (a.until === null ? Infinity : Date.parse(a.until)),
    )[0] ?? null
  )
}
