import type { CustomScheduleEntry, WeeklyHours } from './hours.ts'
import type { OpeningHoursInput } from '#domain/opening-hours/opening-hours.ts'
import type { AdminLocation, StockChoice } from './schemas.ts'
import { isoToTorontoWallClock, torontoWallClockToIso } from '#domain/kernel/shop-time/wall-clock.ts'

/** A custom schedule row as the form shows it: Toronto wall-clock readings of `datetime-local` inputs. */
export interface ScheduleRowValues {
  fromDate: string
  opens: string
  closes: string
  note: string
  /** Kept as it came: a row storm mode wrote stays that storm's, so ending the storm still finds it. */
  stormId?: number
}

/** What the yard form edits: the record's fields as its inputs hold them (text for numbers, wall clock for times). */
export interface LocationFormValues {
  version: number
  locationName: string
  slug: string
  address: string
  city: string
  postalCode: string
  phone: string
  eMail: string
  latitude: string
  longitude: string
  published: boolean
  weeklyHours: WeeklyHours
  customSchedule: ScheduleRowValues[]
  todaysHours: string
  /** ECCC forecast region codes, separated by commas or spaces. */
  forecastRegions: string
  stock: Array<{ productId: number; status: StockChoice }>
}

export function locationFormValues(location: AdminLocation): LocationFormValues {
  return {
    version: location.version,
    locationName: location.locationName,
    slug: location.slug,
    address: location.address,
    city: location.city,
    postalCode: location.postalCode,
    phone: location.phone,
    eMail: location.eMail,
    latitude: String(location.latitude),
    longitude: String(location.longitude),
    published: location.published,
    weeklyHours: location.weeklyHours,
    customSchedule: location.customSchedule.map((entry) => ({
      fromDate: entry.fromDate,
      opens: isoToTorontoWallClock(entry.openTimestamp),
      closes: isoToTorontoWallClock(entry.closeTimestamp),
      note: entry.note ?? '',
      ...(entry.stormId === undefined ? {} : { stormId: entry.stormId }),
    })),
    todaysHours: location.todaysHours ?? '',
    forecastRegions: location.forecastRegions.join(', '),
    stock: location.stock.map(({ productId, status }) => ({ productId, status })),
  }
}

/**
 * The schedule rows as the API takes them (UTC instants). A time that is no time stays empty, so the shared schema
 * names that field; a blank note is left out.
 */
export function scheduleEntries(rows: readonly ScheduleRowValues[]): CustomScheduleEntry[] {
  return rows.map((row) => ({
    fromDate: row.fromDate,
    openTimestamp: torontoWallClockToIso(row.opens) ?? '',
    closeTimestamp: torontoWallClockToIso(row.closes) ?? '',
    ...(row.note.trim() ? { note: row.note } : {}),
    ...(row.stormId === undefined ? {} : { stormId: row.stormId }),
  }))
}

/** The body of `PUT /api/salt/admin/locations/:id` the form sends, before the shared schema checks it. */
export function locationFormBody(values: LocationFormValues) {
  return {
    ...values,
    customSchedule: scheduleEntries(values.customSchedule),
    forecastRegions: values.forecastRegions.split(/[\s,]+/).filter(Boolean),
  }
}

/**
 * What the storefront's `openingStatus()` would see if the form were saved now. Rows not yet complete are left out,
 * so the preview follows along while a row is being typed.
 */
export function previewHours(values: LocationFormValues): OpeningHoursInput {
  return {
    weeklyHours: values.weeklyHours,
    customSchedule: scheduleEntries(values.customSchedule).filter(
      (entry) => entry.fromDate && entry.openTimestamp && entry.closeTimestamp,
    ),
    todaysHours: values.todaysHours,
  }
}
