import { count, desc, eq, inArray } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { AdminCustomerTransactionsPage } from '#domain/admin/customers/answers.ts'
import type { Db } from '#server/db/client.ts'
import { accounts, cardLedger, cards, locations } from '#server/db/schema.ts'
import { customerProfile, noSuchCustomer } from './record.ts'

/** Enough rows on the customer's page to see what happened lately; older ones are a page away. */
export const customerTransactionsPageSize = 10

const staff = alias(accounts, 'staff')

/**
 * The ledger entries of all the customer's cards, newest first by PrintedDateTime, with the reason and
 * the staff member of each adjustment.
 */
export async function listCustomerTransactions(
  db: Db,
  customerId: number,
  page: number,
): Promise<AdminCustomerTransactionsPage> {
  if (!(await customerProfile(db, customerId))) throw noSuchCustomer()
  const cardIds = (await db.select({ id: cards.id }).from(cards).where(eq(cards.accountId, customerId))).map(
    (card) => card.id,
  )
  const pageSize = customerTransactionsPageSize
  if (cardIds.length === 0) return { items: [], total: 0, page, pageSize }
  const where = inArray(cardLedger.cardId, cardIds)
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: cardLedger.id,
        printedAt: cardLedger.printedAt,
        cardNo: cards.cardNo,
        cardName: cards.name,
        type: cardLedger.type,
        amountCents: cardLedger.amountCents,
        balanceAfterCents: cardLedger.balanceAfterCents,
        locationSlug: cardLedger.locationSlug,
        locationName: locations.locationName,
        product: cardLedger.product,
        reason: cardLedger.reason,
        staffName: staff.name,
      })
      .from(cardLedger)
      .innerJoin(cards, eq(cards.id, cardLedger.cardId))
      .leftJoin(locations, eq(locations.slug, cardLedger.locationSlug))
      .leftJoin(staff, eq(staff.id, cardLedger.staffAccountId))
      .where(where)
      .orderBy(desc(cardLedger.printedAt), desc(cardLedger.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(cardLedger).where(where),
  ])
  return {
    items: rows.map(({ printedAt, locationSlug, locationName, ...row }) => ({
      ...row,
      printedAt: printedAt.toISOString(),
      locationName: locationName ?? locationSlug,
    })),
    total: total?.n ?? 0,
    page,
    pageSize,
  }
}
