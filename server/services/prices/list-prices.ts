import { asc, eq } from 'drizzle-orm'
import { torontoDate } from '#domain/kernel/shop-time/format.ts'
import { dollarsToCents } from '#domain/kernel/money.ts'
import type { AdminProductPrices, PricedProductRow } from '#domain/prices/answers.ts'
import type { ListPriceInput } from '#domain/prices/schemas.ts'
import type { AppDeps } from '#server/context.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { listPrices, productGroups, productPriceSettings, productUnits, products } from '#server/db/schema.ts'
import { badRequest, notFound } from '#server/http/errors.ts'
import { recordAudit } from '#server/services/audit.ts'
import type { StaffActor } from '#server/services/admin/content-change.ts'
import { assertYard, priceHistory, yardOptions } from './price-rows.ts'
import { pricesInForce } from './lookup.ts'

type Deps = Pick<AppDeps, 'db' | 'now' | 'config' | 'contentChanges'>

/** The products with their public-prices switch and how many list prices are in force today (the Prices list). */
export async function listPricedProducts(deps: Pick<AppDeps, 'db' | 'now'>): Promise<PricedProductRow[]> {
  const rows = await deps.db
    .select({
      id: products.id,
      name: products.name,
      groupName: productGroups.name,
      publicPrices: productPriceSettings.publicPrices,
    })
    .from(products)
    .innerJoin(productGroups, eq(productGroups.id, products.groupId))
    .leftJoin(productPriceSettings, eq(productPriceSettings.productId, products.id))
    .orderBy(asc(productGroups.sortOrder), asc(products.sortOrder), asc(products.name))
  const inForce = await pricesInForce(deps.db, {
    accountId: null,
    productIds: rows.map((row) => row.id),
    on: torontoDate(deps.now()),
  })
  const counts = new Map<number, number>()
  for (const key of inForce.keys()) {
    const productId = Number(key.split('\u0000')[0])
    counts.set(productId, (counts.get(productId) ?? 0) + 1)
  }
  return rows.map((row) => ({
    ...row,
    publicPrices: row.publicPrices ?? false,
    pricesInForce: counts.get(row.id) ?? 0,
  }))
}

/** A product's units, yards and list-price history (the product's Prices screen). */
export async function productPrices(deps: Pick<AppDeps, 'db' | 'now' | 'config'>, productId: number) {
  const today = torontoDate(deps.now())
  const product = await productWithUnits(deps.db, productId)
  const answer: AdminProductPrices = {
    product: { id: product.id, name: product.name, publicPrices: product.publicPrices },
    units: product.units,
    yards: await yardOptions(deps.db),
    today,
    hstRateBasisPoints: deps.config.HST_RATE_BASIS_POINTS,
    history: await priceHistory(deps.db, listPrices, eq(listPrices.productId, productId), today),
  }
  return answer
}

/**
 * A new list price of a unit at a yard: a new row of its history, never an edit of an old one. Audited; the public
 * page cache is cleared, since a product with public prices shows it to visitors.
 */
export async function addListPrice(deps: Deps, actor: StaffActor, productId: number, input: ListPriceInput) {
  const at = deps.now()
  await deps.db.transaction(async (tx) => {
    const product = await productWithUnits(tx, productId)
    assertUnit(product.units, input.unitName)
    await assertYard(tx, input.locationId)
    const [row] = await tx
      .insert(listPrices)
      .values({
        productId,
        unitName: input.unitName,
        locationId: input.locationId,
        cents: dollarsToCents(input.price) ?? 0,
        effectiveFrom: input.effectiveFrom,
        staffAccountId: actor.accountId,
      })
      .returning()
    await recordAudit(tx, {
      action: 'prices.list-price-set',
      actorAccountId: actor.accountId,
      subject: `products/${productId}`,
      details: { ...input, listPriceId: row!.id, cents: row!.cents },
      ip: actor.ip,
      at,
    })
  })
  deps.contentChanges.notify()
  return productPrices(deps, productId)
}

/** Switches whether visitors see the product's list prices (editor level). Audited; clears the page cache. */
export async function setPublicPrices(
  deps: Deps,
  actor: StaffActor,
  productId: number,
  publicPrices: boolean,
) {
  const at = deps.now()
  await deps.db.transaction(async (tx) => {
    const product = await productWithUnits(tx, productId)
    await tx
      .insert(productPriceSettings)
      .values({ productId, publicPrices, updatedAt: at })
      .onConflictDoUpdate({ target: productPriceSettings.productId, set: { publicPrices, updatedAt: at } })
    await recordAudit(tx, {
      action: 'prices.public-prices-switched',
      actorAccountId: actor.accountId,
      subject: `products/${productId}`,
      details: { before: product.publicPrices, after: publicPrices },
      ip: actor.ip,
      at,
    })
  })
  deps.contentChanges.notify()
  return productPrices(deps, productId)
}

/** The product (404 when there is none) with its unit names and public-prices switch. */
export async function productWithUnits(db: Db | Tx, productId: number) {
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      unitName: productUnits.unitName,
      publicPrices: productPriceSettings.publicPrices,
    })
    .from(products)
    .leftJoin(productUnits, eq(productUnits.productId, products.id))
    .leftJoin(productPriceSettings, eq(productPriceSettings.productId, products.id))
    .where(eq(products.id, productId))
    .orderBy(asc(productUnits.sortOrder))
  const [first] = rows
  if (!first) throw notFound('This product does not exist (any more).')
  return {
    id: first.id,
    name: first.name,
    publicPrices: first.publicPrices ?? false,
    units: rows.flatMap((row) => (row.unitName === null ? [] : [row.unitName])),
  }
}

/** A price is for one of the product's units as it is sold now. */
export function assertUnit(units: string[], unitName: string): void {
  if (!units.includes(unitName))
    throw badRequest('Some fields are missing or invalid.', {
      unitName: 'Choose one of the product’s units.',
    })
}
