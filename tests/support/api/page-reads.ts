import type { AppDeps } from '#server/context.ts'
import { type ReadModel, createReadModel } from '#server/services/read-model.ts'

/**
 * The read model public pages use, on the app's clock, with a TTL longer than any test: what a test reads through it
 * after an admin change is fresh only because the change emptied it, as in production.
 */
export const pageReadModel = (deps: Pick<AppDeps, 'contentChanges' | 'now'>): ReadModel =>
  createReadModel({ ttlMs: 3_600_000, changes: deps.contentChanges, now: () => deps.now().getTime() })

/** For tests of what the queries themselves return, which change rows directly between reads: no copy is kept. */
export const directReads = (deps: Pick<AppDeps, 'contentChanges'>): ReadModel =>
  createReadModel({ ttlMs: 0, changes: deps.contentChanges })
