import { Router } from 'express'
import { z } from 'zod'
import { recordIdSchema } from '#domain/kernel/ids.ts'
import { torontoToday } from '#domain/my-list/schemas.ts'
import { acceptQuoteSchema, changeRequestSchema } from '#domain/quotes/schemas.ts'
import type { AppDeps } from '#server/context.ts'
import { requirePermission, signedIn } from '#server/http/auth.ts'
import { parseInput } from '#server/http/errors.ts'
import { acceptQuote } from '#server/services/quotes/accept-quote.ts'
import { askForChanges } from '#server/services/quotes/ask-for-changes.ts'
import { customerRequest, customerRequests } from '#server/services/quotes/customer-requests.ts'
import { orderAgain } from '#server/services/orders/order-again.ts'
import { clientIp } from './client-ip.ts'

const requestIdParam = z.object({ id: recordIdSchema })

/**
 * A customer's list requests, their quotes and orders (ADR 0032): owners, dispatchers and accountants read them;
 * owners and dispatchers accept or ask for changes. Another account's request is a 404 like a missing one.
 */
export function requestsRouter(deps: AppDeps): Router {
  const router = Router()
  const today = () => torontoToday(deps.now())

  router.get('/requests', requirePermission('viewRequests'), async (req, res) => {
    res.json({ items: await customerRequests(deps.db, signedIn(req).account.id, today()) })
  })

  router.get('/requests/:id', requirePermission('viewRequests'), async (req, res) => {
    const { id } = parseInput(requestIdParam, req.params)
    res.json(await customerRequest(deps.db, signedIn(req), id, today()))
  })

  router.get('/requests/:id/order-again', requirePermission('viewRequests'), async (req, res) => {
    const { id } = parseInput(requestIdParam, req.params)
    res.json(await orderAgain(deps.db, signedIn(req).account.id, id))
  })

  router.post('/requests/:id/accept', requirePermission('acceptQuotes'), async (req, res) => {
    const { id } = parseInput(requestIdParam, req.params)
    const input = parseInput(acceptQuoteSchema, req.body)
    const answer = await acceptQuote(deps, signedIn(req), id, input, clientIp(req))
    res.status(answer.created ? 201 : 200).json(answer)
  })

  router.post('/requests/:id/changes', requirePermission('acceptQuotes'), async (req, res) => {
    const { id } = parseInput(requestIdParam, req.params)
    const input = parseInput(changeRequestSchema, req.body)
    await askForChanges(deps, signedIn(req), id, input, clientIp(req))
    res.json(await customerRequest(deps.db, signedIn(req), id, today()))
  })

  return router
}
