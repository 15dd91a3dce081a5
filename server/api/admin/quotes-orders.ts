import { Router } from 'express'
import { recordIdSchema } from '#domain/admin/list.ts'
import { torontoDate } from '#domain/kernel/shop-time/format.ts'
import { torontoToday } from '#domain/my-list/schemas.ts'
import { orderListQuerySchema, orderTransitionSchema } from '#domain/orders/schemas.ts'
import { quoteDraftSchema, quotePricesQuerySchema } from '#domain/quotes/schemas.ts'
import type { AppDeps } from '#server/context.ts'
import { parseInput } from '#server/http/errors.ts'
import { findOrder, listOrders } from '#server/services/orders/admin-orders.ts'
import { orderCsvHeader, orderCsvLine } from '#server/services/orders/orders-csv.ts'
import { moveOrder } from '#server/services/orders/move-order.ts'
import { orderYards } from '#server/services/orders/order-yards.ts'
import { quoteLinePrices } from '#server/services/quotes/quote-prices.ts'
import { quoteView } from '#server/services/quotes/quote-view.ts'
import { saveQuoteVersion } from '#server/services/quotes/save-quote.ts'
import { findListRequest } from '#server/services/admin/queues/list-requests.ts'
import { csvLines } from '#server/services/salt-card/csv.ts'
import { requireStaff, staffActor } from './staff.ts'

const recordId = (params: unknown) => parseInput(recordIdSchema, (params as { id?: unknown }).id)

/**
 * Quotes and orders for managers (5000) and up (ADR 0032): the quote of a list request and its versions, the prices
 * its lines start from, the orders board (JSON and CSV) and its yards, one order, and moving it on.
 */
export function quotesOrdersAdminRouter(deps: AppDeps): Router {
  const router = Router()
  const manager = requireStaff('manager')

  router.get('/admin/listrequests/:id/quote', manager, async (req, res) => {
    const id = recordId(req.params)
    await findListRequest(deps.db, id)
    res.json({ quote: await quoteView(deps.db, id, torontoToday(deps.now())) })
  })

  router.post('/admin/listrequests/:id/quote', manager, async (req, res) => {
    const id = recordId(req.params)
    const draft = parseInput(quoteDraftSchema(torontoToday(deps.now())), req.body)
    res.json({ quote: await saveQuoteVersion(deps, staffActor(req), id, draft) })
  })

  // The customer's prices at a yard, read as staff: ADR 0031's lookup for the request's account.
  router.get('/admin/listrequests/:id/quote-prices', manager, async (req, res) => {
    const id = recordId(req.params)
    res.json(await quoteLinePrices(deps, id, parseInput(quotePricesQuerySchema, req.query)))
  })

  router.get('/admin/orders', manager, async (req, res) => {
    res.json({ items: await listOrders(deps.db, parseInput(orderListQuerySchema, req.query)) })
  })

  router.get('/admin/orders.csv', manager, async (req, res) => {
    const rows = await listOrders(deps.db, parseInput(orderListQuerySchema, req.query))
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="orders-${torontoDate(deps.now())}.csv"`,
    })
    res.send(csvLines([orderCsvHeader.join(','), ...rows.map(orderCsvLine)]))
  })

  // Before `/admin/orders/:id`, which would read "yards" as an order id.
  router.get('/admin/orders/yards', manager, async (_req, res) => {
    res.json(await orderYards(deps.db))
  })

  router.get('/admin/orders/:id', manager, async (req, res) => {
    res.json(await findOrder(deps.db, recordId(req.params)))
  })

  router.post('/admin/orders/:id/status', manager, async (req, res) => {
    const id = recordId(req.params)
    const move = parseInput(orderTransitionSchema, req.body)
    await moveOrder(deps, staffActor(req), id, move)
    res.json(await findOrder(deps.db, id))
  })

  return router
}
