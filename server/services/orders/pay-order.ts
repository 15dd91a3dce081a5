import { orderConflictTexts, orderNumber } from '#domain/orders/texts.ts'
import { eq } from 'drizzle-orm'
import type { Tx } from '#server/db/client.ts'
import { cards, type Order } from '#server/db/schema.ts'
import { conflict } from '#server/http/errors.ts'
import { appendLedgerEntry } from '#server/services/salt-card/ledger.ts'

/**
 * "Pay from Salt Card" at delivery: one ledger entry of type `order` keyed by the order number, through the ledger
 * (card row locked, never below zero, an ERP posting beside it). A replay — the same delivery recorded again —
 * finds the first entry and debits nothing more. Refused (409, nothing written) when the card does not cover it, or
 * when it was deactivated or reported lost since the quote was accepted (a suspension stops pickups only).
 */
export async function payOrderFromCard(
  tx: Tx,
  order: Order,
  input: { deliveredAt: Date; yardSlug: string | null; staffAccountId: number },
  now: Date,
): Promise<number> {
  if (order.cardId === null) throw conflict(orderConflictTexts.cardGone, 'card_not_usable')
  // Locked first, so a deactivation cannot land between this check and the debit.
  const [card] = await tx
    .select({ status: cards.status })
    .from(cards)
    .where(eq(cards.id, order.cardId))
    .for('update')
  if (card?.status !== 'active') throw conflict(orderConflictTexts.cardGone, 'card_not_usable')
  const result = await appendLedgerEntry(
    tx,
    {
      cardId: order.cardId,
      type: 'order',
      amountCents: -order.totalCents,
      externalRef: orderNumber(order.id),
      printedAt: input.deliveredAt,
      locationSlug: input.yardSlug,
      reason: `Order ${orderNumber(order.id)}`,
      staffAccountId: input.staffAccountId,
    },
    now,
  )
  if (result.outcome === 'appended' || result.outcome === 'replayed') return result.entry.id
  if (result.outcome === 'refused' && result.reason === 'insufficient-funds')
    throw conflict(orderConflictTexts.insufficientFunds, 'insufficient_funds')
  throw conflict(orderConflictTexts.cardGone, 'card_not_usable')
}
