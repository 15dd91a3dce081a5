import { Router } from 'express'
import type { AppDeps } from '#server/context.ts'
import { cardRequestsAdminRouter } from './card-requests.ts'
import { applicationsAdminRouter } from './applications.ts'
import { auditLogRouter } from './audit-log.ts'
import { catalogAdminRouter } from './catalog.ts'
import { customersAdminRouter } from './customers.ts'
import { dashboardRouter } from './dashboard.ts'
import { freqRouter } from './freq.ts'
import { listRequestsAdminRouter } from './list-requests.ts'
import { locationsAdminRouter } from './locations.ts'
import { mediaRouter } from './media.ts'
import { postsRouter } from './posts.ts'
import { quotesOrdersAdminRouter } from './quotes-orders.ts'
import { pricesAdminRouter } from './prices.ts'
import { transactionsAdminRouter } from './transactions.ts'
import { weatherAdminRouter } from './weather.ts'
import { staffAccountsRouter } from './staff-accounts.ts'

/**
 * The staff API under /api/salt: freq, and our /admin/… endpoints. Every route names the staff role it
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
    transactionsAdminRouter(deps),
    weatherAdminRouter(deps),
    customersAdminRouter(deps),
    cardRequestsAdminRouter(deps),
    applicationsAdminRouter(deps),
    listRequestsAdminRouter(deps),
    quotesOrdersAdminRouter(deps),
    staffAccountsRouter(deps),
    auditLogRouter(deps),
    pricesAdminRouter(deps),
  )
  return router
}
