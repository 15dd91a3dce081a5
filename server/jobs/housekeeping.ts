import type { AppDeps } from '#server/context.ts'
import { pruneSentDigests } from '#server/services/alerts/prune-digests.ts'
import { pruneResetTokens } from '#server/services/auth/password-reset.ts'
import { pruneExpiredSessions } from '#server/services/auth/sessions.ts'
import { pruneRateLimits } from '#server/services/rate-limit.ts'
import { pruneStormWarnings } from '#server/services/weather/storm-warning-prune.ts'

const housekeepingIntervalMs = 10 * 60_000

/**
 * Clears expired sessions, rate-limit counters, reset tokens, alert digests sent over 30 days ago and the storm warning
 * claims of ECCC alerts over for 30 days; runs at most every ten minutes.
 */
export function createHousekeeping(deps: Pick<AppDeps, 'db' | 'now'>): () => Promise<void> {
  let lastRunAt = Number.NEGATIVE_INFINITY
  return async () => {
    const now = deps.now()
    if (now.getTime() - lastRunAt < housekeepingIntervalMs) return
    lastRunAt = now.getTime()
    await pruneExpiredSessions(deps.db, now)
    await pruneRateLimits(deps.db, now)
    await pruneResetTokens(deps.db, now)
    await pruneSentDigests(deps.db, now)
    await pruneStormWarnings(deps.db, now)
  }
}
