import { and, eq } from 'drizzle-orm'
import type { ProfileCard } from '#domain/account/answers.ts'
import type { AppDeps } from '#server/context.ts'
import { cards } from '#server/db/schema.ts'
import { alertCardChange } from '#server/services/alerts/card-change-alert.ts'
import { recordAudit } from '#server/services/audit.ts'
import { currentBalance } from '#server/services/salt-card/ledger.ts'

export interface OwnCardChange {
  accountId: number
  cardId: number
  ip: string
  now: Date
  /** The login that acted: the audit row names it (the account's own login or one of its users), the alerts its e-mail. */
  actor: { userId: number | null; eMail: string }
}

export type SuspendResult =
  { outcome: 'done'; card: ProfileCard } | { outcome: 'not-found' } | { outcome: 'closed' }

/**
 * Suspends or resumes an open card of the account: a suspended card stays on the account with its balance, name and
 * controls, and the scale refuses its pickups (`card_suspended`) until it is resumed. Doing what is already so
 * changes nothing and writes no audit row nor alert.
 */
export async function setCardSuspended(
  deps: Pick<AppDeps, 'db' | 'config'>,
  change: OwnCardChange & { suspended: boolean },
): Promise<SuspendResult> {
  return deps.db.transaction(async (tx) => {
    const [card] = await tx
      .select()
      .from(cards)
      .where(and(eq(cards.id, change.cardId), eq(cards.accountId, change.accountId)))
      .for('update')
    if (!card) return { outcome: 'not-found' }
    if (card.status !== 'active') return { outcome: 'closed' }
    const wasSuspended = card.suspendedAt !== null
    if (wasSuspended !== change.suspended) {
      await tx
        .update(cards)
        .set({ suspendedAt: change.suspended ? change.now : null, updatedAt: change.now })
        .where(eq(cards.id, card.id))
      await recordAudit(tx, {
        action: change.suspended ? 'card.suspended' : 'card.resumed',
        actorAccountId: change.accountId,
        subject: card.cardNo,
        details: { actor: change.actor },
        ip: change.ip,
        at: change.now,
      })
      await alertCardChange(tx, deps, {
        accountId: change.accountId,
        card,
        change: change.suspended ? 'suspended' : 'resumed',
        by: change.actor.eMail,
        now: change.now,
      })
    }
    return {
      outcome: 'done',
      card: {
        id: card.id,
        CardNo: card.cardNo,
        name: card.name,
        balanceCents: await currentBalance(tx, card.id),
        suspended: change.suspended,
      },
    }
  })
}
