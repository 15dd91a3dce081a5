import { gte } from 'drizzle-orm'
import { staffLevels } from '#domain/account/access.ts'
import type { AppDeps } from '#server/context.ts'
import { accounts } from '#server/db/schema.ts'
import { escapeHtml, html } from '#server/services/mail/account-mails.ts'
import { enqueueMail } from '#server/services/mail/outbox.ts'
import { countHit, countOpenSubjects, limits } from '#server/services/rate-limit.ts'

/** The longest an attempt waits: the owner of an account under attack still signs in, a few seconds late. */
export const maxSignInPauseMs = 8_000
const firstPauseMs = 500

/**
 * Counts a sign-in attempt against its username (from any address) before the password is checked, atomically, so
 * a burst of parallel guesses is counted as it arrives; a success clears the count (`clearAccountAttempts`). Past
 * `limits.loginFailuresPerAccount` each attempt waits twice as long as the one before, up to `maxSignInPauseMs`:
 * guessing one account from many addresses slows to a crawl while nobody is locked out. Unknown usernames are
 * counted the same way, so the pause tells no one which accounts exist.
 */
export async function signInPauseMs(db: AppDeps['db'], username: string, now: Date): Promise<number> {
  const { count } = await countHit(db, limits.loginFailuresPerAccount, username, now)
  const beyond = count - limits.loginFailuresPerAccount.limit
  return beyond <= 0 ? 0 : Math.min(firstPauseMs * 2 ** (beyond - 1), maxSignInPauseMs)
}

/**
 * Notes a failed sign-in for the owners' alert: when one account has drawn `loginFailuresPerAccountHourly.limit`
 * failures from at least `loginFailureAddressesPerAccount.limit` addresses within an hour (a spread-out guessing
 * attack that no per-address limit sees), every active owner gets one mail through the outbox, once per account and
 * window. Unknown usernames are counted too (no alert), so a failure costs the same whether the account exists.
 */
export async function noteSignInFailure(
  deps: Pick<AppDeps, 'db' | 'config'>,
  username: string,
  accountExists: boolean,
  ip: string,
  now: Date,
): Promise<void> {
  const { db } = deps
  const subject = username
  const hourly = await countHit(db, limits.loginFailuresPerAccountHourly, subject, now)
  await countHit(db, limits.loginFailureAddressesPerAccount, `${subject}|${ip}`, now)
  if (!accountExists || hourly.count < limits.loginFailuresPerAccountHourly.limit) return
  const addresses = await countOpenSubjects(db, limits.loginFailureAddressesPerAccount, `${subject}|`, now)
  if (addresses < limits.loginFailureAddressesPerAccount.limit) return
  const alert = await countHit(db, limits.loginAlertsPerAccount, subject, now)
  if (alert.count > 1) return
  const owners = await db
    .select({ eMail: accounts.eMail })
    .from(accounts)
    .where(gte(accounts.active, staffLevels.owner))
  const mail = attackAlertMail(deps.config.BRAND_NAME, username, hourly.count, addresses)
  await db.transaction(async (tx) => {
    for (const owner of owners) await enqueueMail(tx, { toAddress: owner.eMail, ...mail })
  })
}

function attackAlertMail(brandName: string, eMail: string, failures: number, addresses: number) {
  const lines = [
    `The account ${eMail} has had ${failures} failed sign-ins from ${addresses} different addresses within the last hour.`,
    'Nobody is locked out: each further attempt on this account now waits a few seconds before its answer.',
    'If the account holder did not expect this, ask them to choose a new, longer password. This alert is sent once an hour at most for this account.',
  ]
  return {
    subject: `${brandName}: many failed sign-ins for ${eMail}`,
    text: lines.join('\n\n'),
    html: html(lines.map(escapeHtml)),
  }
}
