import { Router } from 'express'
import { z } from 'zod'
import { recordIdSchema } from '#domain/admin/list.ts'
import {
  contractPriceInputSchema,
  deliveryFeeInputSchema,
  listPriceInputSchema,
  publicPricesInputSchema,
} from '#domain/prices/schemas.ts'
import type { AppDeps } from '#server/context.ts'
import { parseInput } from '#server/http/errors.ts'
import { addContractPrice, customerContractPrices } from '#server/services/prices/contract-prices.ts'
import { addDeliveryFee, listDeliveryFees } from '#server/services/prices/delivery-fees.ts'
import {
  addListPrice,
  listPricedProducts,
  productPrices,
  setPublicPrices,
} from '#server/services/prices/list-prices.ts'
import { requireStaff, staffActor } from './staff.ts'

const idParams = z.object({ id: recordIdSchema })

/**
 * Prices (ADR 0031): list prices per unit per yard, delivery fees and the public-prices switch for editors; a
 * customer's contract prices for managers, beside the customer's other records.
 */
export function pricesAdminRouter(deps: AppDeps): Router {
  const router = Router()
  const editor = requireStaff('editor')
  const manager = requireStaff('manager')

  router.get('/admin/prices/products', editor, async (_req, res) => {
    res.json(await listPricedProducts(deps))
  })
  router.get('/admin/prices/products/:id', editor, async (req, res) => {
    res.json(await productPrices(deps, parseInput(idParams, req.params).id))
  })
  router.post('/admin/prices/products/:id/list-prices', editor, async (req, res) => {
    const { id } = parseInput(idParams, req.params)
    const input = parseInput(listPriceInputSchema, req.body)
    res.status(201).json(await addListPrice(deps, staffActor(req), id, input))
  })
  router.put('/admin/prices/products/:id/public-prices', editor, async (req, res) => {
    const { id } = parseInput(idParams, req.params)
    const { publicPrices } = parseInput(publicPricesInputSchema, req.body)
    res.json(await setPublicPrices(deps, staffActor(req), id, publicPrices))
  })
  router.get('/admin/prices/delivery-fees', editor, async (_req, res) => {
    res.json(await listDeliveryFees(deps))
  })
  router.post('/admin/prices/delivery-fees', editor, async (req, res) => {
    const input = parseInput(deliveryFeeInputSchema, req.body)
    res.status(201).json(await addDeliveryFee(deps, staffActor(req), input))
  })

  router.get('/admin/customers/:id/contract-prices', manager, async (req, res) => {
    res.json(await customerContractPrices(deps, parseInput(idParams, req.params).id))
  })
  router.post('/admin/customers/:id/contract-prices', manager, async (req, res) => {
    const { id } = parseInput(idParams, req.params)
    const input = parseInput(contractPriceInputSchema, req.body)
    res.status(201).json(await addContractPrice(deps, staffActor(req), id, input))
  })
  return router
}
