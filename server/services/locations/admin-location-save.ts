import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import type { AdminLocation, LocationUpdate } from '#domain/locations/schemas.ts'
import type { AppDeps } from '#server/context.ts'
import type { Tx } from '#server/db/client.ts'
import { locationProducts, locations, products } from '#server/db/schema.ts'
import { type StaffActor, commitContentChange } from '#server/services/admin/content-change.ts'
import { recordSlugRedirect } from '#server/services/admin/slug-redirects.ts'
import { changedStock, touchRecords } from '#server/services/admin/stock-versions.ts'
import { editableRow } from '#server/services/admin/versioned-edit.ts'
import { HttpError, badRequest, isUniqueViolation } from '#server/http/errors.ts'
import { rematchYard } from '#server/services/weather/yard-rematch.ts'
import { findAdminLocation } from './admin-locations.ts'
import type { YardScope } from './yard-grants.ts'
import { refuseEditorOnlyChanges } from './yard-scope.ts'

const slugTakenText = 'Another location already uses this slug.'

/**
 * Saves a yard: its fields (yard staff: only hours and stock, yard-scope.ts), hours and stock, audited with the record and its stock before and after, in one
 * transaction based on the version the form was loaded with. A changed slug keeps the old page as a 301. The yard is
 * matched again to the ECCC alerts in force, and an alert that covers it only now warns its low cards.
 */
export async function saveAdminLocation(
  deps: Pick<AppDeps, 'db' | 'now' | 'contentChanges' | 'config'>,
  actor: StaffActor,
  id: number,
  input: LocationUpdate,
  scope: YardScope,
): Promise<AdminLocation> {
  try {
    await commitContentChange(deps, actor, async (tx, at) => {
      const [row] = await tx.select().from(locations).where(eq(locations.id, id)).for('update')
      const current = editableRow(row, input.version)
      refuseEditorOnlyChanges(scope, current, input)
      const { version: _version, stock, ...fields } = input
      if (fields.slug && fields.slug !== current.slug) await refuseTakenSlug(tx, id, fields.slug)
      const stockBefore = await stockMap(tx, id)
      if (stock) await writeStock(tx, id, stock)
      const [updated] = await tx
        .update(locations)
        .set({ ...fields, version: current.version + 1, updatedAt: at })
        .where(eq(locations.id, id))
        .returning()
      await rematchYard(tx, deps, updated!, at)
      if (updated!.slug !== current.slug)
        await recordSlugRedirect(tx, `/location/${current.slug}`, `/location/${updated!.slug}`)
      const stockAfter = await stockMap(tx, id)
      await touchRecords(tx, 'products', changedStock(asSide(stockBefore), asSide(stockAfter)))
      return {
        result: id,
        change: {
          entity: 'locations',
          id,
          verb: 'updated',
          before: { ...current, stock: stockBefore },
          after: { ...updated, stock: stockAfter },
        },
      }
    })
  } catch (error) {
    // Two saves giving two yards the same new slug at once: the second meets the unique index, not the check above.
    if (isUniqueViolation(error)) throw badRequest(slugTakenText, { slug: slugTakenText })
    throw error
  }
  return findAdminLocation(deps.db, id)
}

async function refuseTakenSlug(tx: Tx, id: number, slug: string) {
  const [taken] = await tx
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.slug, slug), ne(locations.id, id)))
  if (taken) throw badRequest(slugTakenText, { slug: slugTakenText })
}

/** Stock rows for the named products: "not carried" removes the row, a level adds or replaces it. */
async function writeStock(tx: Tx, locationId: number, stock: NonNullable<LocationUpdate['stock']>) {
  if (stock.length === 0) return
  const ids = stock.map((row) => row.productId)
  const known = new Set(
    (await tx.select({ id: products.id }).from(products).where(inArray(products.id, ids))).map(
      (row) => row.id,
    ),
  )
  const unknown = stock.findIndex((row) => !known.has(row.productId))
  if (unknown >= 0)
    throw new HttpError(400, 'invalid_input', 'Some fields are missing or invalid.', {
      [`stock.${unknown}.productId`]: 'This product does not exist (any more).',
    })
  const dropped = stock.filter((row) => row.status === 'not_carried').map((row) => row.productId)
  if (dropped.length > 0)
    await tx
      .delete(locationProducts)
      .where(and(eq(locationProducts.locationId, locationId), inArray(locationProducts.productId, dropped)))
  const carried = stock.flatMap((row) =>
    row.status === 'not_carried' ? [] : [{ locationId, productId: row.productId, status: row.status }],
  )
  if (carried.length > 0)
    await tx
      .insert(locationProducts)
      .values(carried)
      .onConflictDoUpdate({
        target: [locationProducts.locationId, locationProducts.productId],
        set: { status: sql`excluded.status` },
      })
}

/** A yard's stock as `{ productId: status }`, for the audit row. */
async function stockMap(tx: Tx, locationId: number): Promise<Record<string, string>> {
  const rows = await tx
    .select({ productId: locationProducts.productId, status: locationProducts.status })
    .from(locationProducts)
    .where(eq(locationProducts.locationId, locationId))
    .orderBy(locationProducts.productId)
  return Object.fromEntries(rows.map((row) => [String(row.productId), row.status]))
}

const asSide = (map: Record<string, string>) =>
  new Map(Object.entries(map).map(([id, status]) => [Number(id), status]))
