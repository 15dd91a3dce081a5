import { z } from 'zod'
import {
  clockTime24,
  dayFromIsoDate,
  instantAt,
  isoDate,
  parseClockTime,
  wallClock,
} from '#domain/kernel/shop-time/calendar.ts'
import type { CustomScheduleEntry } from '#domain/locations/hours.ts'
import {
  type AdminNotice,
  type WeatherYard,
  noticeInputSchema,
  noticeUpdateSchema,
  stormInputSchema,
} from './schemas.ts'
import { stormConflicts, stormRows } from '#domain/opening-hours/storm-schedule.ts'
import type { NoticeSeverity } from './notices.ts'
import { yardsToClose } from './yard-closure.ts'

/**
 * The weather forms' values as their inputs hold them: times as Toronto wall-clock readings of `datetime-local`
 * inputs with seconds ("2026-12-01T07:30:15"), so a notice can end within the minute; yards as a choice.
 */
export interface NoticeFormValues {
  title: string
  message: string
  severity: NoticeSeverity
  everyYard: boolean
  locationIds: number[]
  startsAt: string
  endsAt: string
  /** A severe notice's yards to close today (yard-closure.ts); none ticked until staff choose. */
  closeYardIds: number[]
}

const dayMs = 86_400_000

/** Toronto wall clock, seconds included ("2026-12-01T07:30:15"), for a `datetime-local` input with step 1. */
export function torontoSecondsInput(iso: string): string {
  const instant = Date.parse(iso)
  if (!Number.isFinite(instant)) return ''
  const { day, minutes } = wallClock(instant)
  const seconds = Math.floor((((instant % 60_000) + 60_000) % 60_000) / 1000)
  return `${isoDate(day)}T${clockTime24(minutes)}:${String(seconds).padStart(2, '0')}`
}

/** A Toronto wall-clock reading, with or without seconds, as an ISO instant; '' unless it is one. */
export function torontoInputToIso(text: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::(\d{2})(?:\.\d{1,3})?)?$/.exec(text.trim())
  if (!match) return ''
  const day = dayFromIsoDate(match[1]!)
  const minutes = parseClockTime(match[2]!)
  const seconds = Number(match[3] ?? 0)
  if (day === undefined || minutes === undefined || seconds > 59) return ''
  return new Date(instantAt(day, minutes) + seconds * 1000).toISOString()
}

/** A new notice's address when it starts with one yard chosen (from that yard's screen): `?yard={id}`. */
export const newYardNoticeSearch = (yardId: number) => `?yard=${yardId}`
/** The yard a new notice's address names (newYardNoticeSearch), when it is one of `yardIds`. */
export function yardNamedIn(search: URLSearchParams, yardIds: readonly number[]): number | null {
  const named = Number(search.get('yard'))
  return yardIds.includes(named) ? named : null
}

/** A new notice's first values: every yard, or the one yard it was started for. */
export function newNoticeValues(
  now: Date,
  { everyYard = true, yardId = null }: { everyYard?: boolean; yardId?: number | null } = {},
): NoticeFormValues {
  return {
    title: '',
    message: '',
    severity: 'warning',
    everyYard: everyYard && yardId === null,
    locationIds: yardId === null ? [] : [yardId],
    startsAt: torontoSecondsInput(now.toISOString()),
    endsAt: torontoSecondsInput(new Date(now.getTime() + dayMs).toISOString()),
    closeYardIds: [],
  }
}

export function noticeFormValues(notice: AdminNotice): NoticeFormValues {
  return {
    title: notice.title,
    message: notice.message,
    severity: notice.severity,
    everyYard: notice.locationIds === null,
    locationIds: notice.locationIds ?? [],
    startsAt: torontoSecondsInput(notice.startsAt),
    endsAt: torontoSecondsInput(notice.endsAt),
    closeYardIds: [],
  }
}

/** The body the API takes; a time that is no time stays empty, so the shared schema names that field. */
export function noticeFormBody(values: NoticeFormValues) {
  return {
    title: values.title,
    message: values.message,
    severity: values.severity,
    locationIds: values.everyYard ? null : values.locationIds,
    startsAt: torontoInputToIso(values.startsAt),
    endsAt: torontoInputToIso(values.endsAt),
    closeYardIds: yardsToClose(values),
  }
}

/** The new-notice form, checked by the very schema the API uses. */
export const newNoticeFormSchema = z.preprocess(
  (values) => noticeFormBody(values as NoticeFormValues),
  noticeInputSchema,
)

/** The edit form sends the version it was loaded with. */
export const noticeEditFormSchema = (version: number) =>
  z.preprocess((values) => ({ ...noticeFormBody(values as NoticeFormValues), version }), noticeUpdateSchema)

export interface StormFormValues {
  locationIds: number[]
  fromDate: string
  toDate: string
  roundTheClock: boolean
  opensAt: string
  closesAt: string
  note: string
}

/** Today (Toronto) for one day, round the clock. */
export function newStormValues(now: Date): StormFormValues {
  const today = isoDate(wallClock(now.getTime()).day)
  return {
    locationIds: [],
    fromDate: today,
    toDate: today,
    roundTheClock: true,
    opensAt: '05:00',
    closesAt: '22:00',
    note: '',
  }
}

/** The storm's body, each chosen yard with the version its schedule was shown at. */
export function stormFormBody(values: StormFormValues, versions: ReadonlyMap<number, number>) {
  return {
    yards: values.locationIds.map((id) => ({ id, version: versions.get(id) ?? 0 })),
    fromDate: values.fromDate,
    toDate: values.toDate,
    opensAt: values.roundTheClock ? null : values.opensAt,
    closesAt: values.roundTheClock ? null : values.closesAt,
    ...(values.note.trim() ? { note: values.note } : {}),
  }
}

/** What the storm as typed would overlap in each chosen yard, before it is sent (the server checks the same). */
export function stormPreviewConflicts(
  values: StormFormValues,
  yards: readonly Pick<WeatherYard, 'id' | 'name' | 'customSchedule'>[],
  now: number,
): Array<{ yard: string; rows: CustomScheduleEntry[] }> {
  const rows = stormRows(
    {
      fromDate: values.fromDate,
      toDate: values.toDate,
      opensAt: values.roundTheClock ? null : values.opensAt,
      closesAt: values.roundTheClock ? null : values.closesAt,
      note: '',
    },
    0,
  )
  const chosen = new Set(values.locationIds)
  return yards.flatMap((yard) => {
    if (!chosen.has(yard.id)) return []
    const overlapped = stormConflicts(yard.customSchedule, rows, now)
    return overlapped.length > 0 ? [{ yard: yard.name, rows: overlapped }] : []
  })
}

export const stormFormSchema = (versions: ReadonlyMap<number, number>) =>
  z.preprocess((values) => stormFormBody(values as StormFormValues, versions), stormInputSchema)
