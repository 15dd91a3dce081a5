import { Router } from 'express'
import type { AppDeps } from '#server/context.ts'
import { dashboardRouter } from './dashboard.ts'
import { freqRouter } from './freq.ts'
import { locationsAdminRouter } from './locations.ts'

/**
 * The staff API under /api/salt: spec 7's freq, and our /admin/… endpoints. Every route names the staff role it
 * needs (requireStaff), so the server refuses whatever the browser shows.
 */
export function adminApiRouter(deps: AppDeps): Router {
  const router = Router()
  router.use(dashboardRouter(deps), freqRouter(deps))
  router.use(locationsAdminRouter(deps))
  return router
}
