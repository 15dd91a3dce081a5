import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { locationProducts, locations, productGroups, products } from '#server/db/schema.ts'

/** The columns a location's pages show: contact details, coordinates and the hours its status is computed from. */
const locationColumns = {
  slug: locations.slug,
  locationName: locations.locationName,
  address: locations.address,
  city: locations.city,
  province: locations.province,
  postalCode: locations.postalCode,
  phone: locations.phone,
  eMail: locations.eMail,
  latitude: locations.latitude,
  longitude: locations.longitude,
  weeklyHours: locations.weeklyHours,
  customSchedule: locations.customSchedule,
  todaysHours: locations.todaysHours,
}

export type LocationSummary = Awaited<ReturnType<typeof listPublishedLocations>>[number]

/** Names in the order a reader expects: "Oakville" before "oshawa Docks", accents by their base letter. */
const byName = new Intl.Collator('en-CA', { sensitivity: 'base', numeric: true })

/** Every published location, A–Z by name. Sorted here so PGlite and PostgreSQL collations agree. */
export async function listPublishedLocations(db: Db) {
  const rows = await db.select(locationColumns).from(locations).where(eq(locations.published, true))
  return rows.sort((a, b) => byName.compare(a.locationName, b.locationName))
}

/** A product a location carries, with the slugs of its page (/products/{groupSlug}/{slug}). */
export interface StockedProduct {
  name: string
  slug: string
  groupSlug: string
  groupName: string
  status: 'in_stock' | 'low' | 'out'
}

/** A published location by slug with the published products it carries, in catalogue order; null if none. */
export async function findLocationPage(db: Db, slug: string) {
  const [location] = await db
    .select({ id: locations.id, ...locationColumns })
    .from(locations)
    .where(and(eq(locations.slug, slug), eq(locations.published, true)))
  if (!location) return null
  const stocked: StockedProduct[] = await db
    .select({
      name: products.name,
      slug: products.slug,
      groupSlug: productGroups.slug,
      groupName: productGroups.name,
      status: locationProducts.status,
    })
    .from(locationProducts)
    .innerJoin(products, eq(products.id, locationProducts.productId))
    .innerJoin(productGroups, eq(productGroups.id, products.groupId))
    .where(
      and(
        eq(locationProducts.locationId, location.id),
        eq(products.published, true),
        eq(productGroups.published, true),
      ),
    )
    .orderBy(
      asc(productGroups.sortOrder),
      asc(productGroups.name),
      asc(products.sortOrder),
      asc(products.name),
    )
  const { id: _id, ...details } = location
  return { location: details, products: stocked }
}

export type LocationPage = NonNullable<Awaited<ReturnType<typeof findLocationPage>>>
