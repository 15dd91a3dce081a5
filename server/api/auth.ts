import { setTimeout as delay } from 'node:timers/promises'
import { type Request, type RequestHandler, Router } from 'express'
import type { LoginResult, LoginStatus } from '#domain/account/answers.ts'
import { isAdminLevel } from '#domain/account/access.ts'
import { changePassSchema, loginSchema, resetRequestSchema } from '#domain/account/schemas.ts'
import type { AppDeps } from '#server/context.ts'
import { currentSession } from '#server/http/auth.ts'
import { HttpError, parseInput } from '#server/http/errors.ts'
import { signIn } from '#server/services/auth/login.ts'
import { decoyPasswordHash } from '#server/services/auth/passwords.ts'
import { changePasswordWithToken, requestPasswordReset } from '#server/services/auth/password-reset.ts'
import { revokeSession } from '#server/services/auth/sessions.ts'
import { countHit, limits } from '#server/services/rate-limit.ts'
import { clientIp } from './client-ip.ts'

/**
 * Every reset request takes at least this long, so the answer's timing does not reveal a known address. Wall time on
 * purpose, not the app's clock (`deps.wait`): what an observer times is the real answer.
 */
const resetAnswerFloorMs = 250

export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, 'rate_limited', 'Too many attempts. Please wait and try again.', undefined, {
    'Retry-After': String(retryAfterSeconds),
  })

export const invalidCredentials = () =>
  new HttpError(401, 'invalid_credentials', 'The e-mail address or the password is not correct.')

/** Sign in and out, session status, password reset by mailed link. */
export function authRouter(deps: AppDeps): Router {
  const router = Router()
  // The first unknown-user login would otherwise pay for hashing the decoy as well.
  void decoyPasswordHash()

  const login =
    (inputOf: (req: Request) => unknown): RequestHandler =>
    async (req, res) => {
      const result = await signIn(deps, parseInput(loginSchema, inputOf(req)), clientIp(req))
      if (result.outcome === 'rate-limited') throw tooManyRequests(result.retryAfterSeconds)
      if (result.outcome === 'rejected') throw invalidCredentials()
      const body: LoginResult = { token: result.token, admin: result.admin }
      res.json(body)
    }
  // The original client sends the password in the query string; request logs never include query strings.
  router.get(
    '/login',
    login((req) => req.query),
  )
  router.post(
    '/login',
    login((req) => req.body),
  )

  router.post('/logout', async (req, res) => {
    const session = await currentSession(req)
    if (session) await revokeSession(deps.db, session.sessionId)
    res.json({ success: true })
  })

  router.get('/is-logged', async (req, res) => {
    const session = await currentSession(req)
    const body: LoginStatus = {
      logged: Boolean(session),
      admin: session ? isAdminLevel(session.account.active) : false,
    }
    res.json(body)
  })

  router.post('/reset', async (req, res) => {
    const { email } = parseInput(resetRequestSchema, req.body)
    const ipHit = await countHit(deps.db, limits.resetRequestsPerIp, clientIp(req), deps.now())
    if (ipHit.overLimit) throw tooManyRequests(ipHit.retryAfterSeconds)
    await Promise.all([requestPasswordReset(deps, email, clientIp(req)), delay(resetAnswerFloorMs)])
    res.json({ success: true })
  })

  router.post('/change-pass', async (req, res) => {
    const input = parseInput(changePassSchema, req.body)
    const result = await changePasswordWithToken(deps, input, clientIp(req))
    if (typeof result === 'object' && result.outcome === 'rate-limited') {
      throw tooManyRequests(result.retryAfterSeconds)
    }
    if (result === 'invalid-token') {
      throw new HttpError(
        400,
        'invalid_token',
        'This reset link is invalid or has expired. Ask for a new one.',
      )
    }
    if (typeof result === 'object') {
      throw new HttpError(400, 'invalid_input', 'Some fields are missing or invalid.', {
        newPass: result.message,
      })
    }
    res.json({ success: true })
  })

  return router
}
