import { and, eq, inArray, sql } from 'drizzle-orm'
import type { ListRequestItem } from '#domain/admin/queues/list-request-schemas.ts'
import type { OrderAgainAnswer } from '#domain/my-list/order-again.ts'
import { fitToRange } from '#domain/my-list/item-range.ts'
import { isPastOrder } from '#domain/orders/past-orders.ts'
import { orderAgainTexts } from '#domain/orders/texts.ts'
import type { Db } from '#server/db/client.ts'
import { listRequests, orders, productGroups, products, quoteVersions, quotes } from '#server/db/schema.ts'
import { conflict, notFound } from '#server/http/errors.ts'
import { offeredUnits, pairKey } from '#server/services/my-list/catalog-items.ts'
import { ownRequestId } from '#server/services/quotes/customer-requests.ts'

const nameKey = (productName: string, unitName: string) =>
  JSON.stringify([productName.toLowerCase(), unitName])

/**
 * The slug of each quote line's product: the request's own item of that name and unit (what the customer asked
 * for), else a published product of that name (a line the manager added). Lines with neither have no slug.
 */
async function slugsOfLines(db: Db, requestItems: ListRequestItem[], names: string[]) {
  const slugs = new Map(requestItems.map((item) => [nameKey(item.productName, item.unitName), item.slug]))
  const byName = new Map<string, string>()
  if (names.length > 0) {
    const rows = await db
      .select({ slug: products.slug, name: products.name })
      .from(products)
      .innerJoin(productGroups, eq(productGroups.id, products.groupId))
      .where(
        and(
          inArray(sql`lower(${products.name})`, [...new Set(names.map((name) => name.toLowerCase()))]),
          eq(products.published, true),
          eq(productGroups.published, true),
        ),
      )
    for (const row of rows) byName.set(row.name.toLowerCase(), row.slug)
  }
  return (productName: string, unitName: string) =>
    slugs.get(nameKey(productName, unitName)) ?? byName.get(productName.toLowerCase())
}

/**
 * "Order again" (ADR 0036): the lines of the account's past order (delivered, closed or cancelled) as My List items,
 * with the catalogue's current details and the order's quantity brought into the unit's current range. Lines whose
 * product or unit the catalogue no longer offers are named in `missing`, never guessed at.
 */
export async function orderAgain(
  db: Db,
  accountId: number,
  listRequestId: number,
): Promise<OrderAgainAnswer> {
  await ownRequestId(db, accountId, listRequestId)
  const [row] = await db
    .select({ status: orders.status, lines: quoteVersions.lines, requestItems: listRequests.items })
    .from(orders)
    .innerJoin(quotes, eq(quotes.id, orders.quoteId))
    .innerJoin(listRequests, eq(listRequests.id, quotes.listRequestId))
    .innerJoin(
      quoteVersions,
      and(eq(quoteVersions.quoteId, orders.quoteId), eq(quoteVersions.number, orders.quoteVersion)),
    )
    .where(eq(quotes.listRequestId, listRequestId))
  if (!row) throw notFound(orderAgainTexts.noOrder)
  if (!isPastOrder(row.status)) throw conflict(orderAgainTexts.notPast, 'order_not_past')

  const slugOf = await slugsOfLines(
    db,
    row.requestItems as ListRequestItem[],
    row.lines.map((line) => line.productName),
  )
  const wanted = row.lines.map((line) => ({ line, slug: slugOf(line.productName, line.unitName) }))
  const units = await offeredUnits(
    db,
    wanted.flatMap(({ slug }) => (slug ? [slug] : [])),
  )
  const offered = new Map(units.map((unit) => [pairKey(unit), unit]))
  const answer: OrderAgainAnswer = { items: [], missing: [] }
  const seen = new Set<string>()
  for (const { line, slug } of wanted) {
    const unit = slug ? offered.get(pairKey({ slug, unitName: line.unitName })) : undefined
    if (!unit) {
      answer.missing.push({ productName: line.productName, unitName: line.unitName })
      continue
    }
    if (seen.has(pairKey(unit))) continue
    seen.add(pairKey(unit))
    answer.items.push({ ...unit, quantity: fitToRange(line.quantity, unit) })
  }
  return answer
}
