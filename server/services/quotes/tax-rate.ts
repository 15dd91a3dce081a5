import { z } from 'zod'
import { defaultHstRateBasisPoints } from '#domain/quotes/totals.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { readSetting } from '#server/services/settings.ts'

/** The setting (basis points, 1300 = 13 %) the prices work (h26p) shares; each quote version keeps its own copy. */
export const hstRateSettingKey = 'HST_RATE'

const rateSchema = z.number().int().min(0).max(5000)

/** The configured HST rate, or Ontario's 13 % when none (or nothing sensible) is set. */
export async function hstRateBasisPoints(db: Db | Tx): Promise<number> {
  const parsed = rateSchema.safeParse(await readSetting(db, hstRateSettingKey))
  return parsed.success ? parsed.data : defaultHstRateBasisPoints
}
