import type { Request } from 'express'
import type { AppDeps } from '#server/context.ts'
import { type RateLimitRule, countHit, limits } from '#server/services/rate-limit.ts'
import { clientIp } from './client-ip.ts'
import { rateLimited } from './salt-card-errors.ts'

/**
 * Counts one costly action (mail sent, a payment processor called) against the signed-in account and against the
 * address it comes from, and refuses it with a 429 and Retry-After once either is over its limit: one account
 * cannot flood from many addresses, nor one address from many accounts.
 */
export async function limitPerAccountAndIp(
  deps: Pick<AppDeps, 'db' | 'now'>,
  req: Request,
  accountId: number,
  rules: { perAccount: RateLimitRule; perIp: RateLimitRule },
): Promise<void> {
  const now = deps.now()
  const forAccount = await countHit(deps.db, rules.perAccount, String(accountId), now)
  if (forAccount.overLimit) throw rateLimited(forAccount.retryAfterSeconds)
  const fromIp = await countHit(deps.db, rules.perIp, clientIp(req), now)
  if (fromIp.overLimit) throw rateLimited(fromIp.retryAfterSeconds)
}

/** A My List submission mails sales and the customer: signed in, or signing in with it. */
export const listSubmissionLimits = {
  perAccount: limits.listSubmissionsPerAccount,
  perIp: limits.listSubmissionsPerIp,
}
