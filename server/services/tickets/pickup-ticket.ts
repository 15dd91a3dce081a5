import { and, eq } from 'drizzle-orm'
import type { PickupTicket } from '#domain/tickets/answers.ts'
import { maskedCardNo, ticketNotFoundText } from '#domain/tickets/texts.ts'
import type { Db } from '#server/db/client.ts'
import { cardLedger, cards, erpPostings, locations } from '#server/db/schema.ts'
import type { SignedIn } from '#server/http/auth.ts'
import { notFound } from '#server/http/errors.ts'
import { visibleCardIds } from '#server/services/company-users/card-scope.ts'

/**
 * The e-ticket of one pickup: a ledger entry of type `pickup` on a card of the caller's account and, for a driver,
 * one of their cards (ADR 0027). Anything else — another account's entry, a load, a card the driver does not hold,
 * an id that never existed — is the same 404, so a ticket's existence never leaks.
 */
export async function pickupTicket(db: Db, session: SignedIn, transactionId: number): Promise<PickupTicket> {
  const [row] = await db
    .select({
      id: cardLedger.id,
      cardId: cardLedger.cardId,
      ticketNo: cardLedger.externalRef,
      locationSlug: cardLedger.locationSlug,
      yardName: locations.locationName,
      product: cardLedger.product,
      tonnes: cardLedger.tonnes,
      printedAt: cardLedger.printedAt,
      amountCents: cardLedger.amountCents,
      balanceAfterCents: cardLedger.balanceAfterCents,
      cardNo: cards.cardNo,
      cardName: cards.name,
      erpStatus: erpPostings.status,
    })
    .from(cardLedger)
    .innerJoin(cards, eq(cards.id, cardLedger.cardId))
    .leftJoin(locations, eq(locations.slug, cardLedger.locationSlug))
    .leftJoin(erpPostings, eq(erpPostings.ledgerId, cardLedger.id))
    .where(
      and(
        eq(cardLedger.id, transactionId),
        eq(cardLedger.type, 'pickup'),
        eq(cards.accountId, session.account.id),
      ),
    )
  const visible = await visibleCardIds(db, session)
  if (!row || (visible && !visible.includes(row.cardId))) throw notFound(ticketNotFoundText)
  return {
    transactionId: row.id,
    ticketNo: row.ticketNo,
    // A yard the locations table no longer knows still says where, as on the transactions page.
    yardName: row.yardName ?? row.locationSlug,
    product: row.product,
    tonnes: row.tonnes,
    cardName: row.cardName,
    cardNoMasked: maskedCardNo(row.cardNo),
    printedAt: row.printedAt.toISOString(),
    amountCents: -row.amountCents,
    balanceAfterCents: row.balanceAfterCents,
    erpStatus: row.erpStatus,
  }
}
