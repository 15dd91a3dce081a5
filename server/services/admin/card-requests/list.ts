import { type SQL, and, asc, count, eq, ilike, or, sql } from 'drizzle-orm'
import type { AdminCardRequestRow } from '#domain/admin/customers/answers.ts'
import { type AdminListPage, adminPageSize } from '#domain/admin/list.ts'
import type { CardRequestListQuery } from '#domain/admin/customers/schemas.ts'
import type { Db } from '#server/db/client.ts'
import { accounts, cardRequests } from '#server/db/schema.ts'
import { listOrder, pageOffset } from '#server/services/admin/catalog/shared.ts'
import { containsPattern } from '#server/services/catalog/search.ts'
import { cardRequestRows, toCardRequestRow } from './rows.ts'

/**
 * `/admin/cardrequests`: the queue. Unless a sort is chosen, new requests come first, oldest first (they have waited
 * longest), then the done ones, latest first. Searchable by the customer's name, company or number.
 */
export async function listCardRequests(
  db: Db,
  query: CardRequestListQuery,
): Promise<AdminListPage<AdminCardRequestRow>> {
  const page = query.page ?? 1
  const filters: SQL[] = []
  if (query.q) {
    const pattern = containsPattern(query.q)
    filters.push(
      or(
        ilike(accounts.name, pattern),
        ilike(accounts.company, pattern),
        ilike(accounts.customerNo, pattern),
      )!,
    )
  }
  if (query.status) filters.push(eq(cardRequests.status, query.status))
  const where = filters.length > 0 ? and(...filters) : undefined
  const order = query.sort
    ? listOrder(
        {
          created: cardRequests.createdAt,
          customer: accounts.name,
          quantity: cardRequests.quantity,
        }[query.sort],
        query.dir ?? 'asc',
        cardRequests.id,
      )
    : [
        asc(sql`case when ${cardRequests.status} = 'new' then 0 else 1 end`),
        sql`case when ${cardRequests.status} = 'new' then ${cardRequests.createdAt} end asc`,
        sql`${cardRequests.fulfilledAt} desc nulls last`,
        asc(cardRequests.id),
      ]
  const [rows, [total]] = await Promise.all([
    cardRequestRows(db, where)
      .orderBy(...order)
      .limit(adminPageSize)
      .offset(pageOffset(page)),
    db
      .select({ n: count() })
      .from(cardRequests)
      .innerJoin(accounts, eq(accounts.id, cardRequests.accountId))
      .where(where),
  ])
  return { items: rows.map(toCardRequestRow), total: total?.n ?? 0, page, pageSize: adminPageSize }
}
