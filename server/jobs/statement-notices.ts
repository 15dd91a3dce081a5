import type { AppDeps } from '#server/context.ts'
import { runStatementNotices } from '#server/services/statements/statement-notices.ts'

/** Statements are due once a month; looking once a minute is soon enough and costs one small query. */
const checkIntervalMs = 60_000

/** One worker pass over last month's statement notices (ADR 0035), at most once a minute in this process. */
export function createStatementNoticePass(deps: Pick<AppDeps, 'db' | 'now' | 'config'>): () => Promise<void> {
  let lastRunAt = Number.NEGATIVE_INFINITY
  return async () => {
    const now = deps.now()
    if (now.getTime() - lastRunAt < checkIntervalMs) return
    lastRunAt = now.getTime()
    await runStatementNotices(deps, now)
  }
}
