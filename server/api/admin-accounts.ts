import { Router } from 'express'
import type { AccountActivationResponse } from '#domain/account/answers.ts'
import { accountActivationSchema } from '#domain/account/schemas.ts'
import type { AppDeps } from '#server/context.ts'
import { signedIn } from '#server/http/auth.ts'
import { badRequest, forbidden, notFound, parseInput } from '#server/http/errors.ts'
import { setCustomerActivation } from '#server/services/accounts/activation.ts'
import { requireStaff } from './admin/staff.ts'
import { clientIp } from './client-ip.ts'

/**
 * actDeact: managers (whose section customers is) switch customer accounts on and off; the server checks the
 * level, whatever the client.
 */
export function adminAccountsRouter(deps: AppDeps): Router {
  const router = Router()
  router.get('/actDeact', requireStaff('manager'), async (req, res) => {
    const input = parseInput(accountActivationSchema, req.query)
    const result = await setCustomerActivation(deps, {
      actorAccountId: signedIn(req).account.id,
      input,
      ip: clientIp(req),
    })
    if (result.outcome === 'not-found') throw notFound('No customer account has this number.')
    if (result.outcome === 'is-self') throw badRequest('You cannot switch your own account on or off.')
    if (result.outcome === 'is-admin') throw forbidden('Admin accounts cannot be switched on or off here.')
    const body: AccountActivationResponse = { success: true, active: result.active }
    res.json(body)
  })
  return router
}
