import { Router } from 'express'
import type { AppDeps } from '#server/context.ts'
import { auditLogRouter } from './audit-log.ts'
import { catalogAdminRouter } from './catalog.ts'
import { dashboardRouter } from './dashboard.ts'
import { freqRouter } from './freq.ts'
import { locationsAdminRouter } from './locations.ts'
import { mediaRouter } from './media.ts'
import { postsRouter } from './posts.ts'
import { staffAccountsRouter } from './staff-accounts.ts'

/**
 * The staff API under /api/salt: spec 7's freq, and our /admin/… endpoints. Every route names the staff role it
 * needs (requireStaff), so the server refuses whatever the browser shows.
 */
export function adminApiRouter(deps: AppDeps): Router {
  const router = Router()
  router.use(
    dashboardRouter(deps),
    freqRouter(deps),
    locationsAdminRouter(deps),
    catalogAdminRouter(deps),
    postsRouter(deps),
    mediaRouter(deps),
    staffAccountsRouter(deps),
    auditLogRouter(deps),
  )
  return router
}
