import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { torontoDate } from '#domain/kernel/shop-time/format.ts'
import { locations, productUnits, products } from '#server/db/schema.ts'
import { days } from './clock.ts'
import { createPickupPlace } from './salt-card.ts'
import { createAccount, createStaff } from './seed.ts'
import type { TestApp } from './test-app.ts'

/** A Toronto date `offsetDays` from the app's clock now: -1 yesterday, 1 tomorrow. */
export const shopDay = (app: TestApp, offsetDays = 0) =>
  torontoDate(new Date(app.deps.now().getTime() + days(offsetDays)))

/**
 * What the price tests share: a yard with a priced product sold by the tonne and by the bag (so scale tickets can
 * name it), a signed-in customer and a signed-in staff member of each level.
 */
export async function priceWorld(app: TestApp, yardSlug = `yard-${randomBytes(3).toString('hex')}`) {
  const { db } = app.deps
  const place = await createPickupPlace(db, { slug: yardSlug, productName: `Rock ${yardSlug}` })
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.slug, place.productSlug))
  await db.insert(productUnits).values([
    { productId: product!.id, unitName: 'tonne', minQty: 1, sortOrder: 0 },
    { productId: product!.id, unitName: 'bag', minQty: 10, maxQty: 400, sortOrder: 1 },
  ])
  const [yard] = await db.select({ id: locations.id }).from(locations).where(eq(locations.slug, yardSlug))
  const customer = await createAccount(db)
  return {
    ...place,
    productId: product!.id,
    locationId: yard!.id,
    customer,
    customerToken: await app.api.signIn(customer.eMail, customer.password),
    tokens: {
      yard: await staffToken(app, 2000),
      editor: await staffToken(app, 3000),
      manager: await staffToken(app, 5000),
    },
  }
}

async function staffToken(app: TestApp, level: number): Promise<string> {
  const staff = await createStaff(app.deps.db, level)
  return app.api.signIn(staff.eMail, staff.password)
}
