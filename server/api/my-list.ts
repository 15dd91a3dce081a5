import { Router } from 'express'
import type { ListLoginSubmissionResponse, MyListCheckResponse } from '#domain/my-list/answers.ts'
import { listLoginSubmissionSchema, myListCheckSchema } from '#domain/my-list/schemas.ts'
import type { AppDeps } from '#server/context.ts'
import { assertPermission } from '#server/http/auth.ts'
import { parseInput } from '#server/http/errors.ts'
import { signIn } from '#server/services/auth/login.ts'
import { findSession, revokeSession } from '#server/services/auth/sessions.ts'
import { stillOffered } from '#server/services/my-list/catalog-items.ts'
import { invalidCredentials, tooManyRequests } from './auth.ts'
import { clientIp } from './client-ip.ts'
import { limitPerAccountAndIp, listSubmissionLimits } from './account-limits.ts'
import { deliveryOrNull, idempotencyKeyOf, submitOnce, todayFor } from './my-list-submission.ts'

/** list-submission (sign in and submit the list at once) and the list's catalogue check on recover. */
export function myListRouter(deps: AppDeps): Router {
  const router = Router()

  router.post('/list-submission', async (req, res) => {
    const idempotencyKey = idempotencyKeyOf(req)
    const input = parseInput(listLoginSubmissionSchema(todayFor(deps)), req.body)
    // The sign-in's own rules: the same limits, and the same 401 for every kind of failure.
    const login = await signIn(deps, { username: input.username, password: input.password }, clientIp(req))
    if (login.outcome === 'rate-limited') throw tooManyRequests(login.retryAfterSeconds)
    if (login.outcome === 'rejected') throw invalidCredentials()
    const session = await findSession(deps.db, login.token, deps.now())
    if (!session) throw invalidCredentials()
    try {
      assertPermission(session, 'orderSalt')
      const requestId = await submitOnce(
        deps,
        req,
        {
          kind: 'listLogin',
          idempotencyKey,
          accountId: session.account.id,
          list: input.list,
          delivery: deliveryOrNull(input.delivery),
          applicant: null,
        },
        () => limitPerAccountAndIp(deps, req, session.account.id, listSubmissionLimits),
      )
      const body: ListLoginSubmissionResponse = {
        success: true,
        admin: login.admin,
        token: login.token,
        requestId,
      }
      res.json(body)
    } catch (error) {
      // The client gets no token with an error: the session must not outlive this request.
      await revokeSession(deps.db, session.sessionId)
      throw error
    }
  })

  router.post('/my-list/check', async (req, res) => {
    const { items } = parseInput(myListCheckSchema, req.body)
    const body: MyListCheckResponse = { items: await stillOffered(deps.db, items) }
    res.json(body)
  })

  return router
}
