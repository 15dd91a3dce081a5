import { z } from 'zod'
import { recordIdSchema } from '#domain/admin/list.ts'
import { isoDate, wallClock } from '#domain/kernel/shop-time/calendar.ts'
import { formatTorontoDateTime } from '#domain/kernel/shop-time/format.ts'
import type { AlertColour } from './cap-alert.ts'
import { alertNoticeMessage, sentenceCase } from './alert-texts.ts'
import { type NoticeFormValues, type StormFormValues, torontoSecondsInput } from './notice-form.ts'
import type { NoticeSeverity } from './notices.ts'
import { longestStormDays } from './schemas.ts'

/** `GET /api/salt/admin/weather/alerts`: an alert in force and the yards (of those the member may act on) it covers. */
export interface AdminWeatherAlert {
  id: number
  event: string
  headline: string
  colour: AlertColour | null
  severity: string
  urgency: string
  certainty: string
  sentAt: string
  onset: string | null
  expires: string | null
  areas: string[]
  yards: Array<{ id: number; name: string }>
  /** The notice a red alert published by itself (auto-publish), if it did. */
  autoNoticeId: number | null
}

const dayMs = 86_400_000
/** An alert with no stated end gets a day's notice; staff change it. */
const noEndMs = dayMs

/** The notice's severity follows the colour: red is severe, orange a warning, yellow (or none) for information. */
export const severityOfColour = (colour: AlertColour | null): NoticeSeverity =>
  colour === 'red' ? 'severe' : colour === 'orange' ? 'warning' : 'info'

function alertEnd(alert: Pick<AdminWeatherAlert, 'expires'>, now: Date): Date {
  return alert.expires ? new Date(alert.expires) : new Date(now.getTime() + noEndMs)
}

/** The notice as the API takes it: from now (warn before the storm) until the alert expires, for its yards. */
export function alertNoticeInput(alert: AdminWeatherAlert, now: Date) {
  const endsAt = alertEnd(alert, now)
  return {
    title: sentenceCase(alert.headline).slice(0, 120),
    message: alertNoticeMessage(alert.event, alert.areas, formatTorontoDateTime(endsAt.toISOString())).slice(
      0,
      1000,
    ),
    severity: severityOfColour(alert.colour),
    locationIds: alert.yards.map((yard) => yard.id),
    startsAt: now.toISOString(),
    endsAt: endsAt.toISOString(),
  }
}

/** The notice form prefilled from an alert ("Draft a notice"): staff edit, then publish. */
export function alertNoticeValues(alert: AdminWeatherAlert, now: Date): NoticeFormValues {
  const input = alertNoticeInput(alert, now)
  return {
    title: input.title,
    message: input.message,
    severity: input.severity,
    everyYard: false,
    locationIds: input.locationIds,
    startsAt: torontoSecondsInput(input.startsAt),
    endsAt: torontoSecondsInput(input.endsAt),
    closeYardIds: [],
  }
}

/**
 * Storm mode prefilled from an alert: its yards, round the clock, from the Toronto day it begins (today at the
 * earliest: storm mode never starts in the past) to the day it expires, at most storm mode's two weeks.
 */
export function alertStormValues(alert: AdminWeatherAlert, now: Date): StormFormValues {
  const today = wallClock(now.getTime()).day
  const onsetDay = alert.onset ? wallClock(Date.parse(alert.onset)).day : today
  const fromDay = Math.max(today, onsetDay)
  const endDay = wallClock(alertEnd(alert, now).getTime()).day
  const toDay = Math.min(Math.max(fromDay, endDay), fromDay + longestStormDays - 1)
  return {
    locationIds: alert.yards.map((yard) => yard.id),
    fromDate: isoDate(fromDay),
    toDate: isoDate(toDay),
    roundTheClock: true,
    opensAt: '05:00',
    closesAt: '22:00',
    note: sentenceCase(alert.headline).slice(0, 150),
  }
}

/** `PUT /api/salt/admin/weather/auto-publish`: the yards (of the member's) whose red alerts publish by themselves. */
export const autoPublishInputSchema = z.object({
  locationIds: z
    .array(recordIdSchema)
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, 'Choose each yard once.'),
})
