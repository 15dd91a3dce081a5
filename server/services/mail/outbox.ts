import { and, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/client.ts'
import { type NewOutboxMail, type OutboxMail, outbox } from '#server/db/schema.ts'

/** How long a claimed message stays invisible to other workers before it is tried again. */
const leaseMs = 5 * 60_000
export const maxMailAttempts = 8

/** Queues mail in the caller's transaction, so it is sent if and only if the change commits. */
export async function enqueueMail(
  tx: Db | Tx,
  mail: Pick<NewOutboxMail, 'toAddress' | 'subject' | 'text' | 'html'>,
) {
  await tx.insert(outbox).values(mail)
}

/** Claims due messages by pushing their next attempt past the lease; safe across processes. */
export async function claimDueMail(db: Db, now: Date, limit = 10): Promise<OutboxMail[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, now)))
    .orderBy(outbox.id)
    .limit(limit)
    .for('update', { skipLocked: true })
  return db
    .update(outbox)
    .set({ nextAttemptAt: new Date(now.getTime() + leaseMs), attempts: sql`${outbox.attempts} + 1` })
    .where(inArray(outbox.id, due))
    .returning()
}

export async function markMailSent(db: Db, id: number, now: Date) {
  await db.update(outbox).set({ status: 'sent', sentAt: now, lastError: null }).where(eq(outbox.id, id))
}

/** Backs off exponentially (30 s, 1 min, 2 min, …); gives up after maxMailAttempts. */
export async function markMailFailed(db: Db, mail: OutboxMail, error: string, now: Date) {
  const dead = mail.attempts >= maxMailAttempts
  const delayMs = 30_000 * 2 ** Math.max(0, mail.attempts - 1)
  await db
    .update(outbox)
    .set({
      status: dead ? 'dead' : 'pending',
      lastError: error.slice(0, 1000),
      nextAttemptAt: new Date(now.getTime() + delayMs),
    })
    .where(eq(outbox.id, mail.id))
}
