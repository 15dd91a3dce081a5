import { Router } from 'express'
import { bulkInputSchema } from '#domain/admin/bulk.ts'
import { recordIdSchema } from '#domain/admin/list.ts'
import {
  productGroupInputSchema,
  productGroupListQuerySchema,
  productGroupUpdateSchema,
  productInputSchema,
  productListQuerySchema,
  productUpdateSchema,
} from '#domain/catalogue/admin-schemas.ts'
import type { AppDeps } from '#server/context.ts'
import { notFound, parseInput } from '#server/http/errors.ts'
import {
  createProductGroup,
  findProductGroup,
  listProductGroups,
  updateProductGroup,
} from '#server/services/admin/catalog/groups.ts'
import { listProducts } from '#server/services/admin/catalog/product-list.ts'
import { findAdminProduct, productOptions } from '#server/services/admin/catalog/product-record.ts'
import { createProduct, updateProduct } from '#server/services/admin/catalog/products.ts'
import { bulkChangeProducts } from '#server/services/admin/catalog/products-bulk.ts'
import { requireStaff, staffActor } from './staff.ts'

const idOf = (params: { id?: string }) => parseInput(recordIdSchema, params.id)
function found<T>(record: T | null): T {
  if (record === null) throw notFound('This record does not exist (any more).')
  return record
}

/** The catalogue back office for editors: product groups and products (list, read, create, save). */
export function catalogAdminRouter(deps: AppDeps): Router {
  const router = Router()
  const editor = requireStaff('editor')

  router.get('/admin/productgroups', editor, async (req, res) => {
    res.json(await listProductGroups(deps.db, parseInput(productGroupListQuerySchema, req.query)))
  })
  router.get('/admin/productgroups/:id', editor, async (req, res) => {
    res.json(found(await findProductGroup(deps.db, idOf(req.params))))
  })
  router.post('/admin/productgroups', editor, async (req, res) => {
    const input = parseInput(productGroupInputSchema, req.body)
    res.status(201).json(await createProductGroup(deps, staffActor(req), input))
  })
  router.put('/admin/productgroups/:id', editor, async (req, res) => {
    const id = idOf(req.params)
    const input = parseInput(productGroupUpdateSchema, req.body)
    res.json(await updateProductGroup(deps, staffActor(req), id, input))
  })

  router.get('/admin/products', editor, async (req, res) => {
    res.json(await listProducts(deps.db, parseInput(productListQuerySchema, req.query)))
  })
  // Before /:id, which would read "options" as an id.
  router.get('/admin/products/options', editor, async (_req, res) => {
    res.json(await productOptions(deps.db))
  })
  router.get('/admin/products/:id', editor, async (req, res) => {
    res.json(found(await findAdminProduct(deps.db, idOf(req.params))))
  })
  router.post('/admin/products', editor, async (req, res) => {
    const input = parseInput(productInputSchema, req.body)
    res.status(201).json(await createProduct(deps, staffActor(req), input))
  })
  // Publish, unpublish or delete ticked products at once: one answer per id (docs/decisions/0024-bulk-admin-work.md).
  router.post('/admin/products/bulk', editor, async (req, res) => {
    res.json(await bulkChangeProducts(deps, staffActor(req), parseInput(bulkInputSchema, req.body)))
  })
  router.put('/admin/products/:id', editor, async (req, res) => {
    const id = idOf(req.params)
    const input = parseInput(productUpdateSchema, req.body)
    res.json(await updateProduct(deps, staffActor(req), id, input))
  })
  return router
}
