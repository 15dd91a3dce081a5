import { isAdminLevel } from '#domain/account/access.ts'
import type { LoginInput } from '#domain/account/schemas.ts'
import type { AppDeps } from '#server/context.ts'
import { loginFailures } from '#server/metrics/events.ts'
import { clearHits, countHit, limits, releaseHit } from '#server/services/rate-limit.ts'
import { findLoginByEmail } from './logins.ts'
import { verifyPasswordOrDecoy } from './passwords.ts'
import { noteSignInFailure, signInPauseMs } from './sign-in-guard.ts'
import { createSession } from './sessions.ts'

export type SignInResult =
  | { outcome: 'signed-in'; token: string; admin: boolean }
  /** Wrong password, unknown user and deactivated account alike: the caller must not tell them apart. */
  | { outcome: 'rejected' }
  | { outcome: 'rate-limited'; retryAfterSeconds: number }

/**
 * Checks the password (argon2 even for unknown users, so timing tells nothing) and starts a new session. An account
 * that many failures have hit answers after a pause (sign-in-guard.ts), waited on the app's clock (`deps.wait`).
 */
export async function signIn(
  deps: Pick<AppDeps, 'db' | 'now' | 'wait' | 'config'>,
  input: LoginInput,
  ip: string,
): Promise<SignInResult> {
  const { db } = deps
  const now = deps.now()
  // Both counters count the attempt before the password check, each in one atomic upsert, so parallel guesses
  // cannot all slip past a check made before any of them failed; a successful sign-in gives its counts back.
  const pair = `${input.username}|${ip}`
  const fromIp = await countHit(db, limits.loginFailuresPerIp, ip, now)
  if (fromIp.overLimit) return { outcome: 'rate-limited', retryAfterSeconds: fromIp.retryAfterSeconds }
  const forUser = await countHit(db, limits.loginFailuresPerUsernameAndIp, pair, now)
  if (forUser.overLimit) {
    await releaseHit(db, limits.loginFailuresPerIp, ip)
    return { outcome: 'rate-limited', retryAfterSeconds: forUser.retryAfterSeconds }
  }

  const pauseMs = await signInPauseMs(db, input.username, now)
  if (pauseMs > 0) await deps.wait(pauseMs)

  // The account's own login or one of its users: the same password check, limits and answers for both.
  const login = await findLoginByEmail(db, input.username)
  const passwordMatches = await verifyPasswordOrDecoy(login?.passwordHash, input.password)

  if (!login || !passwordMatches || login.active <= 0) {
    loginFailures.inc()
    await noteSignInFailure(deps, input.username, login !== null, ip, now)
    return { outcome: 'rejected' }
  }
  await releaseHit(db, limits.loginFailuresPerIp, ip)
  await clearHits(db, limits.loginFailuresPerUsernameAndIp, pair)
  await clearHits(db, limits.loginFailuresPerAccount, input.username)
  const token = await createSession(db, login.accountId, now, login.userId)
  return { outcome: 'signed-in', token, admin: login.userId === null && isAdminLevel(login.active) }
}
