import { DrizzleQueryError } from 'drizzle-orm'

/**
 * How long a claimed posting stays invisible to other workers and retries; longer than any post may take. A claim
 * sets the next attempt exactly this far after its own time, which is how a claim in flight is told apart from a
 * failure's wait (erpRetryDelayMs never equals it).
 */
export const erpLeaseMs = 5 * 60_000

/**
 * The wait before a posting whose document our database did not answer is due again (its attempt given back): about
 * one restart of PostgreSQL, as the API's 503 asks of its callers. Never equals erpLeaseMs.
 */
export const erpDatabaseRetryMs = 5_000

/** Waits between failed ERP posts: 30 s, 1 min, 2 min, … doubling after each failure, never more than an hour. */
export const erpRetryBaseMs = 30_000
export const erpRetryCapMs = 60 * 60_000

/** The wait after the `attempts`-th failed post (1 for the first). */
export function erpRetryDelayMs(attempts: number): number {
  return Math.min(erpRetryCapMs, erpRetryBaseMs * 2 ** Math.max(0, attempts - 1))
}

/** After the last allowed attempt a posting is dead: only an admin's retry (retrynav) revives it. */
export function erpStatusAfterFailure(attempts: number, maxAttempts: number): 'failed' | 'dead' {
  return attempts >= maxAttempts ? 'dead' : 'failed'
}

/**
 * What staff read of a failed attempt (and the log): the error's own words, but for a database read that failed the
 * reason PostgreSQL or the pool gave, which Drizzle keeps in `cause` behind the SQL it quotes.
 */
export function erpFailureText(error: unknown): string {
  if (error instanceof DrizzleQueryError && error.cause instanceof Error)
    return `database: ${error.cause.message}`
  return error instanceof Error ? error.message : String(error)
}
