import type { AppDeps } from '#server/context.ts'
import { runAutoloadAttempt } from '#server/services/autoload/autoload-attempt.ts'
import { claimDueAutoloads } from '#server/services/autoload/autoload-charge.ts'

/**
 * One worker pass over the autoload top-ups (ADR 0028): claim what is due and run each. One attempt's failure is
 * logged and leaves it to its lease; the others still run.
 */
export function createAutoloadPass(deps: Pick<AppDeps, 'db' | 'now' | 'log' | 'config' | 'payments'>) {
  return async function runDueAutoloads(): Promise<void> {
    const batch = await claimDueAutoloads(deps.db, deps.now())
    for (const attempt of batch) {
      await runAutoloadAttempt(deps, attempt).catch((error: unknown) => {
        deps.log.error(
          { err: error, attemptId: attempt.id },
          'autoload attempt failed; retried after its lease',
        )
      })
    }
  }
}
