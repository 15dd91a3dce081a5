import { Router } from 'express'
import type { AppDeps } from '#server/context.ts'
import { signedIn } from '#server/http/auth.ts'
import { adminDashboard, queueCounts } from '#server/services/admin/dashboard.ts'
import { requireStaff } from './staff.ts'

/**
 * `GET /api/salt/admin/dashboard`: the staff home for the caller's level; `GET /api/salt/admin/queue-counts`: its
 * queue counts alone (the same levels per queue), which the admin navigation reads again on every route change.
 */
export function dashboardRouter(deps: AppDeps): Router {
  const router = Router()
  router.get('/admin/dashboard', requireStaff('yard'), async (req, res) => {
    res.json(await adminDashboard(deps.db, signedIn(req).account.active, deps.now()))
  })
  router.get('/admin/queue-counts', requireStaff('yard'), async (req, res) => {
    res.json({ queues: await queueCounts(deps.db, signedIn(req).account.active) })
  })
  return router
}
