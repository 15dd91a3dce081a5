import { and, count, eq, gte } from 'drizzle-orm'
import {
  type YardBoard,
  type YardBoardAlert,
  type YardBoardAnswer,
  closesInMinutes,
  mostSevere,
  waitLevel,
} from '#domain/locations/yard-board.ts'
import type { OpeningHoursInput } from '#domain/opening-hours/opening-hours.ts'
import type { AppDeps } from '#server/context.ts'
import type { Db } from '#server/db/client.ts'
import { cardLedger, locations } from '#server/db/schema.ts'
import { yardAlertsInForce } from '#server/services/weather/yard-alerts-in-force.ts'

/**
 * Every page open on /location or a yard asks for the board about once a minute, so a burst of visitors is answered
 * from one read kept a few seconds (the answer's Cache-Control says as much); a content change (a staff save, an
 * alert taken in) drops it at once. The closing countdown and the alerts' ends are worked out at each answer's clock.
 */
export const yardBoardKeepMs = 5_000
const hourMs = 3_600_000

interface BoardRead {
  yards: Array<OpeningHoursInput & { slug: string; name: string }>
  alertsBySlug: Map<string, YardBoardAlert[]>
  pickupsBySlug: Map<string, number>
}

async function readBoard(db: Db, at: number): Promise<BoardRead> {
  const since = new Date(at - hourMs)
  const [yards, alerts, pickups] = await Promise.all([
    db
      .select({
        slug: locations.slug,
        name: locations.locationName,
        weeklyHours: locations.weeklyHours,
        customSchedule: locations.customSchedule,
        todaysHours: locations.todaysHours,
      })
      .from(locations)
      .where(eq(locations.published, true)),
    yardAlertsInForce(db, new Date(at)),
    db
      .select({ slug: cardLedger.locationSlug, pickups: count() })
      .from(cardLedger)
      .where(and(eq(cardLedger.type, 'pickup'), gte(cardLedger.printedAt, since)))
      .groupBy(cardLedger.locationSlug),
  ])
  const alertsBySlug = new Map<string, YardBoardAlert[]>()
  for (const alert of alerts)
    alertsBySlug.set(alert.slug, [
      ...(alertsBySlug.get(alert.slug) ?? []),
      { colour: alert.colour, title: alert.title, until: alert.until },
    ])
  const pickupsBySlug = new Map(
    pickups.flatMap((row) => (row.slug ? [[row.slug, row.pickups] as const] : [])),
  )
  return { yards, alertsBySlug, pickupsBySlug }
}

function boardOf(read: BoardRead, yard: BoardRead['yards'][number], at: number): YardBoard {
  const inForce = (read.alertsBySlug.get(yard.slug) ?? []).filter(
    (alert) => alert.until === null || Date.parse(alert.until) > at,
  )
  const pickupsLastHour = read.pickupsBySlug.get(yard.slug) ?? 0
  return {
    slug: yard.slug,
    name: yard.name,
    alert: mostSevere(inForce),
    closesInMinutes: closesInMinutes(yard, at),
    pickupsLastHour,
    wait: waitLevel(pickupsLastHour),
  }
}

export interface YardBoards {
  /** Every published yard's board; with `slug`, that yard's alone, or null when no published yard has it. */
  answer(slug?: string): Promise<YardBoardAnswer | null>
}

export function createYardBoards({
  db,
  now,
  contentChanges,
}: Pick<AppDeps, 'db' | 'now' | 'contentChanges'>): YardBoards {
  let kept: { read: Promise<BoardRead>; until: number } | undefined
  contentChanges.subscribe(() => {
    kept = undefined
  })
  return {
    async answer(slug) {
      const at = now().getTime()
      if (!kept || at >= kept.until) {
        const read = readBoard(db, at)
        kept = { read, until: at + yardBoardKeepMs }
        read.catch(() => {
          if (kept?.read === read) kept = undefined
        })
      }
      const read = await kept.read
      const yards = read.yards.filter((yard) => slug === undefined || yard.slug === slug)
      if (slug !== undefined && yards.length === 0) return null
      return { at: new Date(at).toISOString(), yards: yards.map((yard) => boardOf(read, yard, at)) }
    },
  }
}
