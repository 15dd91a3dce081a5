import { and, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/client.ts'
import { type NewOutboxMail, type OutboxMail, outbox } from '#server/db/schema.ts'

/**
 * How long a claimed message stays invisible to other workers before it is tried again: a worker that died with it
 * claimed (a crash, a kill) leaves it to the next worker after this long. Longer than any send may take
 * (smtpTimeouts in server/adapters/mail-transport.ts).
 */
export const mailLeaseMs = 5 * 60_000
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
    .set({ nextAttemptAt: new Date(now.getTime() + mailLeaseMs), attempts: sql`${outbox.attempts} + 1` })
    .where(inArray(outbox.id, due))
    .returning()
}

/**
 * The Message-ID of every attempt at one outbox row. SMTP cannot promise exactly once: a server that accepted a message
 * whose "250 OK" never reached us (we died, or the connection broke) gets it again after the claim runs out. Both
 * copies then carry this one id, by which mail clients and archives recognise them as the same message.
 */
export function outboxMessageId(mail: Pick<OutboxMail, 'id' | 'createdAt'>, from: string): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost'
  return `<outbox-${mail.id}-${mail.createdAt.getTime()}@${domain}>`
}

/** Once sent, a message is never claimed again. */
export async function markMailSent(db: Db, id: number, now: Date) {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: now, lastError: null })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')))
}

/**
 * Backs off exponentially (30 s, 1 min, 2 min, …); gives up after maxMailAttempts. Only while the claim is still this
 * worker's: the attempt count, raised by every claim, tells a worker that outlived its lease (another has claimed the
 * message since, and may have sent it) that its failure no longer decides anything, so it cannot put a sent message
 * back in the queue.
 */
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
    .where(and(eq(outbox.id, mail.id), eq(outbox.status, 'pending'), eq(outbox.attempts, mail.attempts)))
}
