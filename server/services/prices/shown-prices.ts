import { and, eq, inArray } from 'drizzle-orm'
import { torontoDate } from '#domain/kernel/shop-time/format.ts'
import type { EstimateAnswer, ProductPricesAnswer, ShownPrice } from '#domain/prices/answers.ts'
import { lineCents, taxCents } from '#domain/prices/rules.ts'
import type { EstimateInput } from '#domain/prices/schemas.ts'
import type { AppDeps } from '#server/context.ts'
import { locations, productPriceSettings, productUnits, products } from '#server/db/schema.ts'
import { notFound } from '#server/http/errors.ts'
import { pricedUnitKey, pricesInForce } from './lookup.ts'

type Deps = Pick<AppDeps, 'db' | 'now' | 'config'>

/**
 * The prices of a published product the caller may see today, per unit per published yard: a signed-in customer's
 * own (contract or list), a visitor's only when staff switched public prices on for the product. 404 for a product
 * that is not on the site.
 */
export async function productPricesShown(
  deps: Deps,
  slug: string,
  accountId: number | null,
): Promise<ProductPricesAnswer> {
  const [product] = await deps.db
    .select({ id: products.id, publicPrices: productPriceSettings.publicPrices })
    .from(products)
    .leftJoin(productPriceSettings, eq(productPriceSettings.productId, products.id))
    .where(and(eq(products.slug, slug), eq(products.published, true)))
  if (!product) throw notFound('No product has this address.')
  const answer: ProductPricesAnswer = { prices: [], hstRateBasisPoints: deps.config.HST_RATE_BASIS_POINTS }
  if (accountId === null && !product.publicPrices) return answer
  answer.prices = await shownPrices(deps, [product.id], accountId)
  return answer
}

async function shownPrices(deps: Deps, productIds: number[], accountId: number | null) {
  const inForce = await pricesInForce(deps.db, { accountId, productIds, on: torontoDate(deps.now()) })
  if (inForce.size === 0) return []
  const [units, yards] = await Promise.all([
    deps.db
      .select({ productId: productUnits.productId, unitName: productUnits.unitName })
      .from(productUnits)
      .where(inArray(productUnits.productId, productIds))
      .orderBy(productUnits.sortOrder),
    deps.db
      .select({ id: locations.id, slug: locations.slug, name: locations.locationName })
      .from(locations)
      .where(eq(locations.published, true))
      .orderBy(locations.locationName),
  ])
  const shown: ShownPrice[] = []
  for (const yard of yards)
    for (const unit of units) {
      const price = inForce.get(pricedUnitKey({ ...unit, locationId: yard.id }))
      if (price)
        shown.push({
          unitName: unit.unitName,
          locationSlug: yard.slug,
          locationName: yard.name,
          ...price,
        })
    }
  return shown
}

/**
 * My List's estimate for a signed-in customer at one yard: each typed quantity times their price there, taxes apart.
 * Lines without a price are named, never counted as free.
 */
export async function estimateMyList(
  deps: Deps,
  accountId: number,
  input: EstimateInput,
): Promise<EstimateAnswer> {
  const [yard] = await deps.db
    .select({ id: locations.id, name: locations.locationName })
    .from(locations)
    .where(and(eq(locations.slug, input.locationSlug), eq(locations.published, true)))
  if (!yard) throw notFound('No yard has this address.')
  const slugs = [...new Set(input.items.map((item) => item.slug))]
  const productRows = slugs.length
    ? await deps.db
        .select({ id: products.id, slug: products.slug })
        .from(products)
        .where(and(inArray(products.slug, slugs), eq(products.published, true)))
    : []
  const idOf = new Map(productRows.map((row) => [row.slug, row.id]))
  const inForce = await pricesInForce(deps.db, {
    accountId,
    productIds: productRows.map((row) => row.id),
    locationId: yard.id,
    on: torontoDate(deps.now()),
  })
  const answer: EstimateAnswer = {
    locationName: yard.name,
    lines: [],
    unpriced: [],
    subtotalCents: 0,
    hstCents: 0,
    hstRateBasisPoints: deps.config.HST_RATE_BASIS_POINTS,
  }
  for (const item of input.items) {
    const productId = idOf.get(item.slug)
    const price =
      productId === undefined
        ? undefined
        : inForce.get(pricedUnitKey({ productId, unitName: item.unitName, locationId: yard.id }))
    if (!price) {
      answer.unpriced.push({ slug: item.slug, unitName: item.unitName })
      continue
    }
    const cents = lineCents(item.quantity, price.cents)
    answer.lines.push({ ...item, unitCents: price.cents, lineCents: cents })
    answer.subtotalCents += cents
  }
  answer.hstCents = taxCents(answer.subtotalCents, answer.hstRateBasisPoints)
  return answer
}
