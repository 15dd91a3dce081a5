import { type SQL, eq } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { AdminCardRequestRow } from '#domain/admin/customers/answers.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { accounts, cardReplacements, cardRequests, cards } from '#server/db/schema.ts'

const fulfiller = alias(accounts, 'fulfiller')
const lostCard = alias(cards, 'lost_card')
const replacementCard = alias(cards, 'replacement_card')

/** Card requests with their customer and who fulfilled them, as the queue shows them. */
export function cardRequestRows(db: Db | Tx, where: SQL | undefined) {
  return db
    .select({
      id: cardRequests.id,
      quantity: cardRequests.quantity,
      status: cardRequests.status,
      createdAt: cardRequests.createdAt,
      fulfilledAt: cardRequests.fulfilledAt,
      fulfilledByName: fulfiller.name,
      customer: {
        id: accounts.id,
        customerNo: accounts.customerNo,
        name: accounts.name,
        company: accounts.company,
        active: accounts.active,
      },
      lostCardNo: lostCard.cardNo,
      replacementCardNo: replacementCard.cardNo,
      replacementReason: cardReplacements.reason,
    })
    .from(cardRequests)
    .innerJoin(accounts, eq(accounts.id, cardRequests.accountId))
    .leftJoin(fulfiller, eq(fulfiller.id, cardRequests.fulfilledBy))
    .leftJoin(cardReplacements, eq(cardReplacements.cardRequestId, cardRequests.id))
    .leftJoin(lostCard, eq(lostCard.id, cardReplacements.lostCardId))
    .leftJoin(replacementCard, eq(replacementCard.id, cardReplacements.replacementCardId))
    .where(where)
    .$dynamic()
}

type Row = Awaited<ReturnType<typeof cardRequestRows>>[number]

export const toCardRequestRow = ({
  lostCardNo,
  replacementCardNo,
  replacementReason,
  ...row
}: Row): AdminCardRequestRow => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  fulfilledAt: row.fulfilledAt?.toISOString() ?? null,
  replacement:
    lostCardNo && replacementCardNo && replacementReason
      ? { lostCardNo, cardNo: replacementCardNo, reason: replacementReason }
      : null,
})

export async function findCardRequestRow(db: Db | Tx, id: number): Promise<AdminCardRequestRow | null> {
  const [row] = await cardRequestRows(db, eq(cardRequests.id, id))
  return row ? toCardRequestRow(row) : null
}
