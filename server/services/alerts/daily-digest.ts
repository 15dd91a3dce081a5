import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm'
import { instantAt, isoDate, wallClock } from '#domain/kernel/shop-time/calendar.ts'
import type { AppDeps } from '#server/context.ts'
import { alertDigestEntries, alertDigests } from '#server/db/schema.ts'
import { enqueueMail } from '#server/services/mail/outbox.ts'
import { torontoDateTime } from '#server/services/salt-card/toronto-time.ts'
import { digestMail } from './alert-mails.ts'
import { alertLoginsOf } from './alert-recipients.ts'

/** The daily digest goes out from 06:00 on Toronto's clock, with every alert waiting from before then. */
export const digestHour = 6

type DigestDeps = Pick<AppDeps, 'db' | 'config'>

/** Today's digest in Toronto, once 06:00 has passed there: its date and its cut-off (entries older than it). */
export function dueDigestOf(now: Date): { date: string; cutoff: Date } | null {
  const { day } = wallClock(now.getTime())
  const cutoff = new Date(instantAt(day, digestHour * 60))
  return now >= cutoff ? { date: isoDate(day), cutoff } : null
}

/** One login's digest key for a Toronto date: the same in every process, so only one can be written. */
export const digestKey = (accountId: number, userId: number | null, date: string) =>
  `digest-a${accountId}-u${userId ?? 'own'}-${date}`

/**
 * Mails each login with waiting alerts one digest for today, if 06:00 has passed in Toronto. Each login's digest is
 * its own transaction: the key row is written first, so a second run at the same time (another process, a restart)
 * waits on it and then finds it taken; the entries are then claimed, and with none the key row goes again and
 * nothing is mailed. Answers how many digests were mailed.
 */
export async function runDailyDigests(deps: DigestDeps, now: Date): Promise<number> {
  const due = dueDigestOf(now)
  if (!due) return 0
  const logins = await deps.db
    .selectDistinct({ accountId: alertDigestEntries.accountId, userId: alertDigestEntries.userId })
    .from(alertDigestEntries)
    .where(and(isNull(alertDigestEntries.digestId), lt(alertDigestEntries.createdAt, due.cutoff)))
  let mailed = 0
  for (const login of logins) if (await mailDigest(deps, login, due)) mailed++
  return mailed
}

/** A login's entries that no digest has taken yet, from before the cut-off. */
const waitingFor = (login: { accountId: number; userId: number | null }, cutoff: Date) =>
  and(
    eq(alertDigestEntries.accountId, login.accountId),
    login.userId === null ? isNull(alertDigestEntries.userId) : eq(alertDigestEntries.userId, login.userId),
    isNull(alertDigestEntries.digestId),
    lt(alertDigestEntries.createdAt, cutoff),
  )

async function mailDigest(
  deps: DigestDeps,
  login: { accountId: number; userId: number | null },
  due: { date: string; cutoff: Date },
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [digest] = await tx
      .insert(alertDigests)
      .values({
        ...login,
        idempotencyKey: digestKey(login.accountId, login.userId, due.date),
        torontoDate: due.date,
        entryCount: 0,
      })
      .onConflictDoNothing({ target: alertDigests.idempotencyKey })
      .returning({ id: alertDigests.id })
    if (!digest) return false
    const entries = await tx
      .select()
      .from(alertDigestEntries)
      .where(waitingFor(login, due.cutoff))
      .orderBy(asc(alertDigestEntries.id))
      .for('update')
    const recipient = (await alertLoginsOf(tx, login.accountId)).find((each) => each.userId === login.userId)
    if (!entries.length || !recipient) {
      await tx.delete(alertDigests).where(eq(alertDigests.id, digest.id))
      return false
    }
    await tx.update(alertDigests).set({ entryCount: entries.length }).where(eq(alertDigests.id, digest.id))
    await tx
      .update(alertDigestEntries)
      .set({ digestId: digest.id })
      .where(
        inArray(
          alertDigestEntries.id,
          entries.map((entry) => entry.id),
        ),
      )
    const site = deps.config.PUBLIC_SITE_URL.replace(/\/+$/, '')
    const content = digestMail({
      brandName: deps.config.BRAND_NAME,
      name: recipient.name,
      lines: entries.map((entry) => ({
        kind: entry.kind,
        at: torontoDateTime(entry.createdAt),
        summary: entry.summary,
      })),
      alertsUrl: `${site}/profile/alerts`,
    })
    await enqueueMail(tx, { toAddress: recipient.eMail, ...content })
    return true
  })
}
