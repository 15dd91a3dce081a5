import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { CustomScheduleEntry, WeeklyHours } from '#domain/locations/hours.ts'
import { weekdays } from '#domain/locations/hours.ts'
import { isoDate, wallClock } from '#domain/kernel/shop-time/calendar.ts'
import type { Db } from '#server/db/client.ts'
import { type Location, locations } from '#server/db/schema.ts'

/** A week with no opening at all: whatever status a yard shows beyond "CLOSED" comes from its custom schedule. */
export const closedAllWeek: WeeklyHours = weekdays.map((day) => ({
  day,
  open: false,
  openTime: '00:00',
  closeTime: '00:00',
}))

/** A yard of the test's own, so tests never share a schedule by accident. */
export async function createYard(
  db: Db,
  {
    name = `Test Yard ${randomBytes(3).toString('hex')}`,
    weeklyHours = closedAllWeek,
    customSchedule = [],
    published = true,
  }: {
    name?: string
    weeklyHours?: WeeklyHours
    customSchedule?: CustomScheduleEntry[]
    published?: boolean
  } = {},
): Promise<Location> {
  const [row] = await db
    .insert(locations)
    .values({
      slug: `yard-${randomBytes(5).toString('hex')}`,
      locationName: name,
      address: '1 Test Rd',
      city: 'Barrie',
      postalCode: 'L4N 9B1',
      phone: '705-555-0100',
      eMail: 'yard@example.test',
      latitude: 44.39,
      longitude: -79.69,
      weeklyHours,
      customSchedule,
      published,
    })
    .returning()
  if (!row) throw new Error('location insert returned nothing')
  return row
}

export async function yardRow(db: Db, id: number): Promise<Location> {
  const [row] = await db.select().from(locations).where(eq(locations.id, id))
  if (!row) throw new Error(`no yard ${id}`)
  return row
}

/** A Toronto calendar date `offsetDays` from the instant `now`, as yyyy-MM-dd. */
export const torontoDate = (now: Date, offsetDays = 0) => isoDate(wallClock(now.getTime()).day + offsetDays)

/** A new yard at a place and in ECCC forecast regions (ADR 0033), for matching CAP alerts to it. */
export async function yardAt(
  db: Db,
  name: string,
  place: { latitude: number; longitude: number; forecastRegions: string[] },
): Promise<Location> {
  const yard = await createYard(db, { name })
  await db.update(locations).set(place).where(eq(locations.id, yard.id))
  return yardRow(db, yard.id)
}
