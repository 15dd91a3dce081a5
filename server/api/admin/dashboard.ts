import { Router } from 'express'
import type { AppDeps } from '#server/context.ts'
import { signedIn } from '#server/http/auth.ts'
import { adminDashboard } from '#server/services/admin/dashboard.ts'
import { requireStaff } from './staff.ts'

/** `GET /api/salt/admin/dashboard`: the staff home for the caller's level. */
export function dashboardRouter(deps: AppDeps): Router {
  const router = Router()
  router.get('/admin/dashboard', requireStaff('yard'), async (req, res) => {
    res.json(await adminDashboard(deps.db, signedIn(req).account.active, deps.now()))
  })
  return router
}
