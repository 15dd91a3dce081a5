import { Router } from 'express'
import type { AppDeps } from '#server/context.ts'
import { createPublicNotices } from '#server/services/weather/public-notices.ts'

/**
 * `GET /api/salt/notices`: the weather notices active now, for the storefront's urgent popup. Pages come from the
 * page cache; this answer never does (the API answers no-store), so a notice shows and ends on time.
 */
export function noticesRouter(deps: AppDeps): Router {
  const router = Router()
  const notices = createPublicNotices(deps)
  router.get('/notices', async (_req, res) => {
    res.json(await notices.answer())
  })
  return router
}
