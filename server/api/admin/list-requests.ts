import { Router } from 'express'
import {
  listRequestListQuerySchema,
  listRequestUpdateSchema,
} from '#domain/admin/queues/list-request-schemas.ts'
import { recordIdSchema } from '#domain/admin/list.ts'
import type { AppDeps } from '#server/context.ts'
import { signedIn } from '#server/http/auth.ts'
import { parseInput } from '#server/http/errors.ts'
import { updateListRequest } from '#server/services/admin/queues/list-request-update.ts'
import {
  findListRequest,
  listListRequests,
  listRequestAssignees,
} from '#server/services/admin/queues/list-requests.ts'
import { requireStaff, staffActor } from './staff.ts'

const recordId = (params: unknown) => parseInput(recordIdSchema, (params as { id?: unknown }).id)

/** `/api/salt/admin/listrequests`: submitted My Lists and their follow-up, for managers (5000) and up. */
export function listRequestsAdminRouter(deps: AppDeps): Router {
  const router = Router()
  const manager = requireStaff('manager')

  router.get('/admin/listrequests', manager, async (req, res) => {
    const query = parseInput(listRequestListQuerySchema, req.query)
    res.json(await listListRequests(deps.db, query, signedIn(req).account.id))
  })

  // Before `/:id`, which would take "assignees" for an id (and refuse it).
  router.get('/admin/listrequests/assignees', manager, async (_req, res) => {
    res.json(await listRequestAssignees(deps.db))
  })

  router.get('/admin/listrequests/:id', manager, async (req, res) => {
    res.json(await findListRequest(deps.db, recordId(req.params)))
  })

  router.put('/admin/listrequests/:id', manager, async (req, res) => {
    const id = recordId(req.params)
    const input = parseInput(listRequestUpdateSchema, req.body)
    res.json(await updateListRequest(deps, staffActor(req), id, input))
  })

  return router
}
