import { and, eq } from 'drizzle-orm'
import type { ReportLostResponse } from '#domain/salt-card/controls/answers.ts'
import type { AppDeps } from '#server/context.ts'
import type { Tx } from '#server/db/client.ts'
import { accounts, cardReplacements, cardRequests, cards } from '#server/db/schema.ts'
import { recordAudit } from '#server/services/audit.ts'
import { sendAlert } from '#server/services/alerts/send-alert.ts'
import { stopAutoload } from '#server/services/autoload/stop-autoload.ts'
import { issueCards } from '#server/services/salt-card/issue-cards.ts'
import { appendLedgerEntry, currentBalance } from '#server/services/salt-card/ledger.ts'
import { copyControls } from './card-controls.ts'
import { cardReplacedMail } from './control-mails.ts'
import type { OwnCardChange } from './card-status.ts'

export type ReportLostResult =
  { outcome: 'replaced'; body: ReportLostResponse } | { outcome: 'not-found' } | { outcome: 'closed' }

/**
 * Moves the whole balance from the lost card to its replacement: two `adjustment` entries in the caller's
 * transaction, one taking it off (to zero), one putting the same amount on, so the ledger's sum is unchanged and
 * neither balance is ever negative. Both go to NAV with their reason, like any adjustment.
 */
async function moveBalance(
  tx: Tx,
  lost: { id: number; cardNo: string },
  replacement: { id: number; cardNo: string },
  now: Date,
) {
  const balanceCents = await currentBalance(tx, lost.id)
  if (balanceCents === 0) return 0
  const entries = [
    {
      cardId: lost.id,
      amountCents: -balanceCents,
      side: 'out',
      reason: `Balance moved to replacement card ${replacement.cardNo}`,
    },
    {
      cardId: replacement.id,
      amountCents: balanceCents,
      side: 'in',
      reason: `Balance moved from lost card ${lost.cardNo}`,
    },
  ]
  for (const { side, ...entry } of entries) {
    const result = await appendLedgerEntry(
      tx,
      { ...entry, type: 'adjustment', externalRef: `card-replacement-${lost.id}-${side}`, printedAt: now },
      now,
    )
    if (result.outcome !== 'appended')
      throw new Error(`moving the balance of card ${lost.id}: ${result.outcome}`)
  }
  return balanceCents
}

/**
 * Reports an open card of the account lost or stolen, for good: the card is closed (status deactivated, `lostAt`),
 * a new number of the 7001 series takes its name, controls and whole balance, a card request in the staff's queue
 * asks for the plastic card, the lost card's autoload stops, and the logins that chose "controls changed" get a
 * mail (ADR 0029), all in one transaction.
 */
export async function reportCardLost(
  deps: Pick<AppDeps, 'db' | 'config'>,
  change: OwnCardChange & { reason: 'lost' | 'stolen' },
): Promise<ReportLostResult> {
  const { now } = change
  return deps.db.transaction(async (tx) => {
    const [lost] = await tx
      .select({ card: cards, accountName: accounts.name })
      .from(cards)
      .innerJoin(accounts, eq(accounts.id, cards.accountId))
      .where(and(eq(cards.id, change.cardId), eq(cards.accountId, change.accountId)))
      .for('update', { of: cards })
    if (!lost) return { outcome: 'not-found' }
    if (lost.card.status !== 'active') return { outcome: 'closed' }
    await tx
      .update(cards)
      .set({ status: 'deactivated', lostAt: now, updatedAt: now })
      .where(eq(cards.id, lost.card.id))
    // A lost card's autoload stops at once: its saved payment card is forgotten and a queued top-up cancelled.
    await stopAutoload(tx, lost.card.id, 'The card was reported lost or stolen.')
    const [issued] = await issueCards(tx, { accountId: change.accountId, quantity: 1, now })
    if (!issued) throw new Error('issueCards returned no card')
    const [replacement] = await tx
      .update(cards)
      .set({ name: lost.card.name })
      .where(eq(cards.id, issued.id))
      .returning({ id: cards.id, cardNo: cards.cardNo, name: cards.name })
    if (!replacement) throw new Error('the replacement card vanished')
    await copyControls(tx, lost.card.id, replacement.id, now)
    const balanceCents = await moveBalance(tx, lost.card, replacement, now)
    const [request] = await tx
      .insert(cardRequests)
      .values({ accountId: change.accountId, quantity: 1, createdAt: now, updatedAt: now })
      .returning({ id: cardRequests.id })
    if (!request) throw new Error('card request insert returned nothing')
    await tx.insert(cardReplacements).values({
      lostCardId: lost.card.id,
      replacementCardId: replacement.id,
      cardRequestId: request.id,
      reason: change.reason,
      reportedBy: change.accountId,
      createdAt: now,
    })
    await recordAudit(tx, {
      action: 'card.reported-lost',
      actorAccountId: change.accountId,
      subject: lost.card.cardNo,
      details: {
        reason: change.reason,
        replacementCardNo: replacement.cardNo,
        balanceCents,
        cardRequestId: request.id,
        actor: change.actor,
      },
      ip: change.ip,
      at: now,
    })
    const site = deps.config.PUBLIC_SITE_URL.replace(/\/+$/, '')
    const mail = (name: string) =>
      cardReplacedMail({
        brandName: deps.config.BRAND_NAME,
        name,
        lost: lost.card,
        replacement,
        balanceCents,
        reason: change.reason,
        profileUrl: `${site}/profile`,
      })
    // A "controls changed" alert (ADR 0029): the lost card's logins hear of it, drivers of it included.
    await sendAlert(
      tx,
      {
        kind: 'controls',
        accountId: change.accountId,
        cardId: lost.card.id,
        mail: ({ name }) => mail(name),
        summary: `${mail(lost.accountName).subject} (reported ${change.reason} by ${change.actor.eMail}).`,
      },
      now,
    )
    const card = {
      id: replacement.id,
      CardNo: replacement.cardNo,
      name: replacement.name,
      balanceCents,
      suspended: false,
    }
    return { outcome: 'replaced', body: { success: true, replacement: card } }
  })
}
