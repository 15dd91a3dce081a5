import { Router } from 'express'
import type { AppDeps } from '#server/context.ts'
import { requirePermission, signedIn } from '#server/http/auth.ts'
import { unauthorized } from '#server/http/errors.ts'
import { loadProfile } from '#server/services/accounts/profile.ts'

/** The signed-in account (customer or admin) with the cards its login may see, and who that login is. */
export function accountRouter(deps: AppDeps): Router {
  const router = Router()
  router.get('/profile', requirePermission('viewCards'), async (req, res) => {
    const profile = await loadProfile(deps.db, signedIn(req))
    if (!profile) throw unauthorized()
    res.json(profile)
  })
  return router
}
