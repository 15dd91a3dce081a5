import { Router } from 'express'
import { z } from 'zod'
import { cardRequestListQuerySchema } from '#domain/admin/customers/schemas.ts'
import { recordIdSchema } from '#domain/admin/list.ts'
import type { AppDeps } from '#server/context.ts'
import { parseInput } from '#server/http/errors.ts'
import { fulfilCardRequest } from '#server/services/admin/card-requests/fulfil.ts'
import { listCardRequests } from '#server/services/admin/card-requests/list.ts'
import { requireStaff, staffActor } from './staff.ts'

const idParams = z.object({ id: recordIdSchema })

/** `/admin/cardrequests` for managers: the queue of addCardCustomer requests, and fulfilling one. */
export function cardRequestsAdminRouter(deps: AppDeps): Router {
  const router = Router()
  const manager = requireStaff('manager')
  router.get('/admin/cardrequests', manager, async (req, res) => {
    res.json(await listCardRequests(deps.db, parseInput(cardRequestListQuerySchema, req.query)))
  })
  router.post('/admin/cardrequests/:id/fulfil', manager, async (req, res) => {
    const { id } = parseInput(idParams, req.params)
    res.json(await fulfilCardRequest(deps, staffActor(req), id))
  })
  return router
}
