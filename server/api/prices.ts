import { Router } from 'express'
import { z } from 'zod'
import { slugSchema } from '#domain/admin/list.ts'
import { mayUse } from '#domain/account/company-roles.ts'
import { estimateInputSchema } from '#domain/prices/schemas.ts'
import type { AppDeps } from '#server/context.ts'
import { currentSession, requirePermission, signedIn } from '#server/http/auth.ts'
import { parseInput } from '#server/http/errors.ts'
import { estimateMyList, productPricesShown } from '#server/services/prices/shown-prices.ts'
import { estimateYards } from '#server/services/prices/estimate-yards.ts'

const slugParams = z.object({ slug: slugSchema })

/**
 * Prices as customers see them (ADR 0031), fetched after the page loads so public pages stay cached: a product's
 * prices (a customer's own; a visitor's only when public prices are on) and My List's estimate.
 */
export function pricesRouter(deps: AppDeps): Router {
  const router = Router()
  router.get('/prices/products/:slug', async (req, res) => {
    const { slug } = parseInput(slugParams, req.params)
    const session = await currentSession(req)
    // A login that may not order salt (a driver) sees what a visitor sees.
    const accountId = session && mayUse(session.role, 'orderSalt') ? session.account.id : null
    res.set('Cache-Control', 'private, no-store')
    res.json(await productPricesShown(deps, slug, accountId))
  })
  router.get('/prices/yards', requirePermission('orderSalt'), async (_req, res) => {
    res.json(await estimateYards(deps.db))
  })
  router.post('/prices/estimate', requirePermission('orderSalt'), async (req, res) => {
    const input = parseInput(estimateInputSchema, req.body)
    res.json(await estimateMyList(deps, signedIn(req).account.id, input))
  })
  return router
}
