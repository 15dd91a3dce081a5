import { Router } from 'express'
import type { ChangePasswordResponse } from '#domain/salt-card/answers.ts'
import { changePasswordSchema } from '#domain/salt-card/schemas.ts'
import { wrongCurrentPasswordText } from '#domain/salt-card/texts.ts'
import type { AppDeps } from '#server/context.ts'
import { requirePermission, signedIn } from '#server/http/auth.ts'
import { HttpError, parseInput } from '#server/http/errors.ts'
import { changePasswordSignedIn } from '#server/services/auth/change-password.ts'
import { clientIp } from './client-ip.ts'
import { rateLimited } from './salt-card-errors.ts'

const invalidField = (field: string, message: string) =>
  new HttpError(400, 'invalid_input', 'Some fields are missing or invalid.', { [field]: message })

/** The profile's change-password of the caller's own login: it stays signed in, that login's other sessions end. */
export function changePasswordRouter(deps: AppDeps): Router {
  const router = Router()
  router.post('/change-password', requirePermission('changeOwnPassword'), async (req, res) => {
    const input = parseInput(changePasswordSchema, req.body)
    const result = await changePasswordSignedIn(deps, signedIn(req), input, clientIp(req))
    if (result.outcome === 'rate-limited') throw rateLimited(result.retryAfterSeconds)
    if (result.outcome === 'wrong-current') throw invalidField('currentPassword', wrongCurrentPasswordText)
    if (result.outcome === 'weak-password') throw invalidField('newPassword', result.message)
    const body: ChangePasswordResponse = { success: true }
    res.json(body)
  })
  return router
}
