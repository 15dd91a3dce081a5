import { eq } from 'drizzle-orm'
import { productHref } from '#domain/catalogue/links.ts'
import type { ProductInput } from '#domain/catalogue/admin-schemas.ts'
import { leastMaxQty } from '#domain/catalogue/unit-steps.ts'
import type { AppDeps } from '#server/context.ts'
import type { Tx } from '#server/db/client.ts'
import {
  locationProducts,
  productDocuments,
  productGroups,
  productUnits,
  products,
} from '#server/db/schema.ts'
import { badRequest } from '#server/http/errors.ts'
import { refreshSearchText } from '#server/services/catalog/search-text.ts'
import { sanitizeRichText } from '#server/services/content/sanitize.ts'
import { type StaffActor, commitContentChange } from '../content-change.ts'
import { recordSlugRedirect } from '../slug-redirects.ts'
import { changedStock, touchRecords } from '../stock-versions.ts'
import { editableRow } from '../versioned-edit.ts'
import { assertReferencesExist, findAdminProduct } from './product-record.ts'
import { assertSlugFree } from './shared.ts'

const stockSide = (product: { stock: Array<{ locationId: number; status: string }> }) =>
  new Map(product.stock.map((row) => [row.locationId, row.status]))

type Deps = Pick<AppDeps, 'db' | 'now' | 'contentChanges'>

export async function createProduct(deps: Deps, actor: StaffActor, input: ProductInput) {
  return commitContentChange(deps, actor, async (tx, at) => {
    await checkInput(tx, input, null)
    const [row] = await tx
      .insert(products)
      .values({ ...columnsOf(input), createdAt: at, updatedAt: at })
      .returning({ id: products.id })
    const id = row!.id
    await writeChildren(tx, id, input)
    const after = (await findAdminProduct(tx, id))!
    await touchRecords(tx, 'locations', changedStock(new Map(), stockSide(after)))
    return { result: after, change: { entity: 'products', id, verb: 'created', before: null, after } }
  })
}

/** Saves a product; a new slug or group moves its page, so the old path is recorded as a 301 to the new one. */
export async function updateProduct(
  deps: Deps,
  actor: StaffActor,
  id: number,
  input: ProductInput & { version: number },
) {
  return commitContentChange(deps, actor, async (tx, at) => {
    const [locked] = await tx.select().from(products).where(eq(products.id, id)).for('update')
    const row = editableRow(locked, input.version)
    const before = (await findAdminProduct(tx, id))!
    const newGroupSlug = await checkInput(tx, input, id)
    await tx
      .update(products)
      .set({ ...columnsOf(input), updatedAt: at, version: row.version + 1 })
      .where(eq(products.id, id))
    await tx.delete(productUnits).where(eq(productUnits.productId, id))
    await tx.delete(productDocuments).where(eq(productDocuments.productId, id))
    await tx.delete(locationProducts).where(eq(locationProducts.productId, id))
    await writeChildren(tx, id, input)
    await recordSlugRedirect(tx, before.href, productHref(newGroupSlug, input.slug))
    const after = (await findAdminProduct(tx, id))!
    await touchRecords(tx, 'locations', changedStock(stockSide(before), stockSide(after)))
    return { result: after, change: { entity: 'products', id, verb: 'updated', before, after } }
  })
}

/** The group exists, the slug is free, the documents and yards exist; answers the group's slug. */
async function checkInput(tx: Tx, input: ProductInput, ownId: number | null): Promise<string> {
  const [group] = await tx
    .select({ slug: productGroups.slug })
    .from(productGroups)
    .where(eq(productGroups.id, input.groupId))
  if (!group) throw badRequest('Some fields are missing or invalid.', { groupId: 'Choose a group.' })
  await assertSlugFree(tx, products, input.slug, ownId, 'product')
  await assertReferencesExist(tx, input)
  return group.slug
}

const columnsOf = (input: ProductInput) => ({
  groupId: input.groupId,
  name: input.name,
  slug: input.slug,
  summary: input.summary,
  descriptionHtml: sanitizeRichText(input.descriptionHtml),
  specs: input.specs,
  images: input.images,
  featured: input.featured,
  sortOrder: input.sortOrder,
  published: input.published,
})

/** Units in the form's order, document links and stock rows; then the search text, which includes unit names. */
async function writeChildren(tx: Tx, productId: number, input: ProductInput): Promise<void> {
  if (input.units.length > 0)
    await tx.insert(productUnits).values(
      input.units.map((unit, sortOrder) => ({
        ...unit,
        maxQty: unit.maxQty ?? leastMaxQty(unit.minQty),
        quantityStep: unit.quantityStep ?? 'whole',
        productId,
        sortOrder,
      })),
    )
  const documentIds = [...new Set(input.documentIds)]
  if (documentIds.length > 0)
    await tx.insert(productDocuments).values(documentIds.map((documentId) => ({ productId, documentId })))
  if (input.stock.length > 0)
    await tx.insert(locationProducts).values(input.stock.map((row) => ({ ...row, productId })))
  await refreshSearchText(tx, productId)
}
