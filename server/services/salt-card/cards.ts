import { and, eq } from 'drizzle-orm'
import type { ProfileCard } from '#domain/account/answers.ts'
import type { Db } from '#server/db/client.ts'
import { cards } from '#server/db/schema.ts'
import { recordAudit } from '#server/services/audit.ts'
import { currentBalance } from './ledger.ts'

/*
 * A customer's own cards. Every lookup is by the signed-in account and the card together, so another customer's
 * card id or number is simply not found (the API answers 404, never 403, and reveals nothing).
 */

interface CardChange {
  accountId: number
  customerNo: string
  ip: string
  now: Date
}

/** Renames an active card of the account (ADR 0003: the name persists); null when there is no such card. */
export async function renameCard(
  db: Db,
  change: CardChange & { cardId: number; name: string },
): Promise<ProfileCard | null> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ name: cards.name })
      .from(cards)
      .where(
        and(eq(cards.id, change.cardId), eq(cards.accountId, change.accountId), eq(cards.status, 'active')),
      )
      .for('update')
    if (!before) return null
    const [card] = await tx
      .update(cards)
      .set({ name: change.name, updatedAt: change.now })
      .where(eq(cards.id, change.cardId))
      .returning({ id: cards.id, CardNo: cards.cardNo, name: cards.name, suspendedAt: cards.suspendedAt })
    if (!card) return null
    if (before.name !== change.name) {
      await recordAudit(tx, {
        action: 'card.renamed',
        actorAccountId: change.accountId,
        subject: card.CardNo,
        details: { from: before.name, to: change.name },
        ip: change.ip,
        at: change.now,
      })
    }
    const { suspendedAt, ...named } = card
    return { ...named, suspended: suspendedAt !== null, balanceCents: await currentBalance(tx, card.id) }
  })
}

/**
 * Deactivates an active card of the account: it leaves the profile and takes no more pickups; its ledger stays.
 * False when the account has no active card with this number.
 */
export async function deactivateCard(db: Db, change: CardChange & { cardNo: string }): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [card] = await tx
      .update(cards)
      .set({ status: 'deactivated', updatedAt: change.now })
      .where(
        and(
          eq(cards.cardNo, change.cardNo),
          eq(cards.accountId, change.accountId),
          eq(cards.status, 'active'),
        ),
      )
      .returning({ id: cards.id })
    if (!card) return false
    await recordAudit(tx, {
      action: 'card.deactivated',
      actorAccountId: change.accountId,
      subject: change.cardNo,
      details: { customerNo: change.customerNo, balanceCents: await currentBalance(tx, card.id) },
      ip: change.ip,
      at: change.now,
    })
    return true
  })
}

/** The account's card with this id, active or not (its history stays viewable); undefined when not theirs. */
export async function findOwnCard(db: Db, accountId: number, cardId: number) {
  const [card] = await db
    .select({ id: cards.id, cardNo: cards.cardNo, name: cards.name, status: cards.status })
    .from(cards)
    .where(and(eq(cards.id, cardId), eq(cards.accountId, accountId)))
  return card
}
