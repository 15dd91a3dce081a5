import { Router } from 'express'
import { alertPreferencesSchemaFor } from '#domain/account/alerts.ts'
import { isAdminLevel } from '#domain/account/access.ts'
import type { AppDeps } from '#server/context.ts'
import { requirePermission, signedIn } from '#server/http/auth.ts'
import { forbidden, parseInput } from '#server/http/errors.ts'
import {
  readOwnAlertPreferences,
  saveOwnAlertPreferences,
} from '#server/services/alerts/alert-preferences.ts'
import { clientIp } from './client-ip.ts'

/** The signed-in login's own alerts (ADR 0029): every role reads and sets its own, never another's. */
export function alertPreferencesRouter(deps: AppDeps): Router {
  const router = Router()
  const guard = requirePermission('chooseOwnAlerts')
  const customer = (req: Parameters<typeof signedIn>[0]) => {
    const session = signedIn(req)
    // Staff accounts hold no cards: nothing to be alerted of.
    if (isAdminLevel(session.account.active)) throw forbidden('Alerts are for Salt Card customers.')
    return session
  }

  router.get('/account/alerts', guard, async (req, res) => {
    res.json(await readOwnAlertPreferences(deps.db, customer(req)))
  })

  router.put('/account/alerts', guard, async (req, res) => {
    const session = customer(req)
    const input = parseInput(alertPreferencesSchemaFor(session.role), req.body)
    await saveOwnAlertPreferences(deps.db, { session, ip: clientIp(req) }, input, deps.now())
    res.json(await readOwnAlertPreferences(deps.db, session))
  })

  return router
}
