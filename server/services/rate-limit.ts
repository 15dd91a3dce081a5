import { and, count, eq, gt, lte, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { rateLimits } from '#server/db/schema.ts'
import { rateLimitBlocks } from '#server/metrics/events.ts'

export interface RateLimitRule {
  /** Prefix of the counter key; the subject (an IP, a username, an account id) follows it. */
  name: string
  limit: number
  windowMs: number
}

const minutes = (n: number) => n * 60_000

/** Every limit of the app, in one place. Counters live in the database, shared by all app processes. */
export const limits = {
  /** Failed sign-ins from one address, whatever the usernames (a success gives its count back). */
  loginFailuresPerIp: { name: 'login-failures-ip', limit: 30, windowMs: minutes(15) },
  /**
   * Failed sign-ins for one username from one address. Keyed by both, so an attacker's guesses lock only the
   * attacker's address out of that account, never the real customer signing in from elsewhere.
   */
  loginFailuresPerUsernameAndIp: { name: 'login-failures-user-ip', limit: 8, windowMs: minutes(15) },
  /**
   * Failed sign-ins for one username from anywhere: past the limit each attempt waits longer before its answer
   * (sign-in-guard.ts), never refused, so guesses from many addresses slow down and the owner still gets in.
   */
  loginFailuresPerAccount: { name: 'login-failures-account', limit: 5, windowMs: minutes(15) },
  /** Failed sign-ins for one account in an hour, and the addresses they came from: owners are alerted past both. */
  loginFailuresPerAccountHourly: { name: 'login-failures-account-hour', limit: 20, windowMs: minutes(60) },
  loginFailureAddressesPerAccount: { name: 'login-failure-addresses', limit: 5, windowMs: minutes(60) },
  /** One alert per account and window, however long the attack goes on. */
  loginAlertsPerAccount: { name: 'login-alert-account', limit: 1, windowMs: minutes(60) },
  resetRequestsPerIp: { name: 'reset-requests-ip', limit: 10, windowMs: minutes(15) },
  /** Reset mails one address may have sent to one account: a stranger cannot use up the customer's own share. */
  resetMailsPerAccountAndIp: { name: 'reset-mails-account-ip', limit: 3, windowMs: minutes(60) },
  /** The ceiling per account from all addresses together, against flooding a mailbox. */
  resetMailsPerAccount: { name: 'reset-mails-account', limit: 10, windowMs: minutes(60) },
  /** Reset links tried from one address (`change-pass`): tokens are unguessable, but each try costs a query. */
  resetLinkTriesPerIp: { name: 'reset-link-ip', limit: 10, windowMs: minutes(15) },
  /** Public forms (contact, sales, dealer, quick order), per form and address: each request mails two people. */
  publicFormsPerIp: { name: 'public-form-ip', limit: 5, windowMs: minutes(10) },
  /** Change-password checks of the current password, like login failures: each costs an argon2 verification. */
  passwordChecksPerAccount: { name: 'password-check-account', limit: 8, windowMs: minutes(15) },
  /** Salt Card applications (no sign-in), per address: each mails the sales desk and the applicant. */
  saltApplicationsPerIp: { name: 'salt-application-ip', limit: 5, windowMs: minutes(60) },
  /** Requests for more cards, per account: each mails the sales desk. */
  cardRequestsPerAccount: { name: 'card-request-account', limit: 10, windowMs: minutes(60) },
  /** Signed-in My List submissions (each mails sales and the customer), per account and per address. */
  listSubmissionsPerAccount: { name: 'list-submission-account', limit: 10, windowMs: minutes(60) },
  listSubmissionsPerIp: { name: 'list-submission-ip', limit: 20, windowMs: minutes(60) },
  /** Load-funds checkouts started (each a call to the payment processor), per account and per address. */
  checkoutsPerAccount: { name: 'checkout-account', limit: 20, windowMs: minutes(60) },
  checkoutsPerIp: { name: 'checkout-ip', limit: 40, windowMs: minutes(60) },
  /** My List submissions with a new-account request (no sign-in), per address: each mails sales and the applicant. */
  newAccountListsPerIp: { name: 'new-account-list-ip', limit: 5, windowMs: minutes(60) },
  /**
   * Pickup calls with one scale-house key. Weighing a truck in and out takes minutes, so a yard with several scales,
   * even resending a backlog after an outage, stays well under one ticket a second (a backlog drains at this pace,
   * the scale retrying after Retry-After); a stolen key can book no more than this a minute until it is revoked.
   */
  pickupsPerKey: { name: 'pickups-key', limit: 60, windowMs: minutes(1) },
} as const satisfies Record<string, RateLimitRule>

const keyOf = (rule: RateLimitRule, subject: string) => `${rule.name}:${subject}`

const secondsUntil = (end: Date, now: Date) => Math.max(1, Math.ceil((end.getTime() - now.getTime()) / 1000))

/**
 * Counts one hit in a fixed window, atomically (one upsert), and says whether it went over the limit.
 * A window that has ended starts again at this hit.
 */
export async function countHit(
  db: Db,
  rule: RateLimitRule,
  subject: string,
  now: Date,
): Promise<{ overLimit: boolean; retryAfterSeconds: number; count: number }> {
  const windowEndsAt = new Date(now.getTime() + rule.windowMs)
  const windowOver = sql`${rateLimits.windowEndsAt} <= ${now.toISOString()}::timestamptz`
  const [row] = await db
    .insert(rateLimits)
    .values({ key: keyOf(rule, subject), count: 1, windowEndsAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${windowOver} then 1 else ${rateLimits.count} + 1 end`,
        windowEndsAt: sql`case when ${windowOver} then ${windowEndsAt.toISOString()}::timestamptz else ${rateLimits.windowEndsAt} end`,
      },
    })
    .returning({ count: rateLimits.count, windowEndsAt: rateLimits.windowEndsAt })
  if (!row) throw new Error('rate limit upsert returned no row')
  const overLimit = row.count > rule.limit
  if (overLimit) rateLimitBlocks.inc({ limit: rule.name })
  return { overLimit, retryAfterSeconds: secondsUntil(row.windowEndsAt, now), count: row.count }
}

/** Gives back one hit counted in advance (a sign-in that succeeded after all), never below zero. */
export async function releaseHit(db: Db, rule: RateLimitRule, subject: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, keyOf(rule, subject)))
}

export async function clearHits(db: Db, rule: RateLimitRule, subject: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, keyOf(rule, subject)))
}

/** How many subjects under `prefix` have a window open now (e.g. the addresses a username's failures came from). */
export async function countOpenSubjects(
  db: Db,
  rule: RateLimitRule,
  prefix: string,
  now: Date,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(rateLimits)
    .where(and(sql`starts_with(${rateLimits.key}, ${keyOf(rule, prefix)})`, gt(rateLimits.windowEndsAt, now)))
  return row?.value ?? 0
}

export async function pruneRateLimits(db: Db, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lte(rateLimits.windowEndsAt, now))
}
