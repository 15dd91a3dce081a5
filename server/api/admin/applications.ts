import { Router } from 'express'
import {
  applicationListQuerySchema,
  approveApplicationSchema,
  declineApplicationSchema,
} from '#domain/admin/queues/application-schemas.ts'
import { recordIdSchema } from '#domain/admin/list.ts'
import type { AppDeps } from '#server/context.ts'
import { parseInput } from '#server/http/errors.ts'
import {
  approveApplication,
  declineApplication,
} from '#server/services/admin/queues/application-decisions.ts'
import { findApplication, listApplications } from '#server/services/admin/queues/applications.ts'
import { requireStaff, staffActor } from './staff.ts'

const recordId = (params: unknown) => parseInput(recordIdSchema, (params as { id?: unknown }).id)

/** `/api/salt/admin/applications`: the Salt Card applications queue and its decisions, for managers (5000) and up. */
export function applicationsAdminRouter(deps: AppDeps): Router {
  const router = Router()
  const manager = requireStaff('manager')

  router.get('/admin/applications', manager, async (req, res) => {
    res.json(await listApplications(deps.db, parseInput(applicationListQuerySchema, req.query)))
  })

  router.get('/admin/applications/:id', manager, async (req, res) => {
    res.json(await findApplication(deps.db, recordId(req.params)))
  })

  router.post('/admin/applications/:id/approve', manager, async (req, res) => {
    const id = recordId(req.params)
    const input = parseInput(approveApplicationSchema, req.body)
    res.json(await approveApplication(deps, staffActor(req), id, input))
  })

  router.post('/admin/applications/:id/decline', manager, async (req, res) => {
    const id = recordId(req.params)
    const input = parseInput(declineApplicationSchema, req.body)
    res.json(await declineApplication(deps, staffActor(req), id, input))
  })

  return router
}
