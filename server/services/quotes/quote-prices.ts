import { asc, eq } from 'drizzle-orm'
import { torontoDate } from '#domain/kernel/shop-time/format.ts'
import type { QuotePricesAnswer } from '#domain/quotes/answers.ts'
import type { QuotePricesQuery } from '#domain/quotes/schemas.ts'
import type { AppDeps } from '#server/context.ts'
import { listRequests, locations, productUnits, products } from '#server/db/schema.ts'
import { badRequest, notFound } from '#server/http/errors.ts'
import { deliveryFeeFor } from '#server/services/prices/delivery-fees.ts'
import { pricedUnitKey, pricesInForce } from '#server/services/prices/lookup.ts'

/**
 * The prices a manager's quote starts from (ADR 0031's one lookup): for the customer of list request `requestId`
 * (list prices only while the request has no account), every current unit of the catalogue at the yard on the day,
 * and the yard's delivery fee. The account comes from the request, never from the browser.
 */
export async function quoteLinePrices(
  deps: Pick<AppDeps, 'db' | 'now'>,
  requestId: number,
  query: QuotePricesQuery,
): Promise<QuotePricesAnswer> {
  const { db } = deps
  const [request] = await db
    .select({ accountId: listRequests.accountId })
    .from(listRequests)
    .where(eq(listRequests.id, requestId))
  if (!request) throw notFound('This list request does not exist.')
  const [yard] = await db
    .select({ id: locations.id, slug: locations.slug, name: locations.locationName })
    .from(locations)
    .where(eq(locations.slug, query.yard))
  if (!yard) throw badRequest('Some fields are missing or invalid.', { yard: 'Choose a yard.' })
  const on = query.on ?? torontoDate(deps.now())
  const units = await db
    .select({
      productId: products.id,
      slug: products.slug,
      productName: products.name,
      unitName: productUnits.unitName,
    })
    .from(productUnits)
    .innerJoin(products, eq(products.id, productUnits.productId))
    .orderBy(asc(products.name), asc(products.id), asc(productUnits.sortOrder))
  const productIds = [...new Set(units.map((unit) => unit.productId))]
  const [inForce, deliveryFeeCents] = await Promise.all([
    pricesInForce(db, { accountId: request.accountId, productIds, locationId: yard.id, on }),
    deliveryFeeFor(db, yard.id, on),
  ])
  return {
    yard: { slug: yard.slug, name: yard.name },
    on,
    units: units.map(({ productId, ...unit }) => ({
      ...unit,
      price: inForce.get(pricedUnitKey({ productId, unitName: unit.unitName, locationId: yard.id })) ?? null,
    })),
    deliveryFeeCents,
  }
}
