import type { AppDeps } from '#server/context.ts'
import { runDailyDigests } from '#server/services/alerts/daily-digest.ts'

/** The digest is due once a day; looking once a minute is soon enough and costs one small query. */
const digestCheckIntervalMs = 60_000

/** One worker pass over the daily alert digests (ADR 0029), at most once a minute in this process. */
export function createDigestPass(deps: Pick<AppDeps, 'db' | 'now' | 'config'>): () => Promise<void> {
  let lastRunAt = Number.NEGATIVE_INFINITY
  return async () => {
    const now = deps.now()
    if (now.getTime() - lastRunAt < digestCheckIntervalMs) return
    lastRunAt = now.getTime()
    await runDailyDigests(deps, now)
  }
}
