import { and, eq } from 'drizzle-orm'
import type { OverrideResponse } from '#domain/salt-card/controls/answers.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { cardDeclinedAttempts, cardPickupOverrides, cards } from '#server/db/schema.ts'
import { recordAudit } from '#server/services/audit.ts'
import type { OwnCardChange } from './card-status.ts'

/** How long an "allow once" waits for the scale to send the ticket again. */
export const overrideValidMs = 30 * 60_000

export type GrantResult =
  | { outcome: 'granted'; body: OverrideResponse }
  | { outcome: 'not-found' }
  | { outcome: 'not-overridable' }
  | { outcome: 'card-closed' }
  | { outcome: 'spent' }

/**
 * The account allows one refused pickup: the same ticket, sent again within 30 minutes, passes the controls that
 * refused it (never the balance, never a suspended or lost card). Asking again while it waits answers the same
 * permission; once used or expired, the next refusal of that ticket is a new attempt to allow.
 */
export async function grantOverride(
  db: Db,
  request: OwnCardChange & { attemptId: number },
): Promise<GrantResult> {
  const { now } = request
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .select({ attempt: cardDeclinedAttempts, cardNo: cards.cardNo, status: cards.status })
      .from(cardDeclinedAttempts)
      .innerJoin(cards, eq(cards.id, cardDeclinedAttempts.cardId))
      .where(
        and(
          eq(cardDeclinedAttempts.id, request.attemptId),
          eq(cardDeclinedAttempts.cardId, request.cardId),
          eq(cards.accountId, request.accountId),
        ),
      )
      .for('update', { of: cards })
    if (!attempt) return { outcome: 'not-found' }
    if (attempt.attempt.controlCodes.length === 0) return { outcome: 'not-overridable' }
    if (attempt.status !== 'active') return { outcome: 'card-closed' }
    const [existing] = await tx
      .select()
      .from(cardPickupOverrides)
      .where(eq(cardPickupOverrides.declinedAttemptId, request.attemptId))
    if (existing) {
      if (existing.usedAt || existing.expiresAt <= now) return { outcome: 'spent' }
      return { outcome: 'granted', body: { success: true, expiresAt: existing.expiresAt.toISOString() } }
    }
    const expiresAt = new Date(now.getTime() + overrideValidMs)
    const { attempt: declined } = attempt
    await tx.insert(cardPickupOverrides).values({
      declinedAttemptId: declined.id,
      cardId: declined.cardId,
      ticketNo: declined.ticketNo,
      milliTonnes: declined.milliTonnes,
      amountCents: declined.amountCents,
      controlCodes: declined.controlCodes,
      grantedBy: request.accountId,
      expiresAt,
      createdAt: now,
    })
    await recordAudit(tx, {
      action: 'card.override-granted',
      actorAccountId: request.accountId,
      subject: attempt.cardNo,
      details: {
        declinedAttemptId: declined.id,
        ticketNo: declined.ticketNo,
        controlCodes: declined.controlCodes,
        expiresAt: expiresAt.toISOString(),
        actor: request.actor,
      },
      ip: request.ip,
      at: now,
    })
    return { outcome: 'granted', body: { success: true, expiresAt: expiresAt.toISOString() } }
  })
}

/** In the pickup's transaction: the override is spent on this debit, and the audit log says so. */
export async function markOverrideUsed(
  tx: Tx,
  overrideId: number,
  ledgerId: number,
  now: Date,
): Promise<void> {
  const [used] = await tx
    .update(cardPickupOverrides)
    .set({ usedAt: now, ledgerId })
    .where(eq(cardPickupOverrides.id, overrideId))
    .returning()
  if (!used) throw new Error(`override ${overrideId} vanished under the card's lock`)
  await recordAudit(tx, {
    action: 'card.override-used',
    actorAccountId: null,
    subject: `cards/${used.cardId}`,
    details: { overrideId, ledgerId, ticketNo: used.ticketNo, controlCodes: used.controlCodes },
    at: now,
  })
}
