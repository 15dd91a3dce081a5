import express, { type ErrorRequestHandler, Router } from 'express'
import type { SandboxGateway } from '#server/adapters/payments/sandbox-gateway.ts'
import { sandboxOutcome, validateCardForm } from '#server/adapters/payments/sandbox-cards.ts'
import { invalidSessionPage, paymentPage } from '#server/adapters/payments/sandbox-page.ts'
import { sandboxSetupPage } from './sandbox-setup.ts'
import { cardFormOf, formText, sendHtml } from './sandbox-form.ts'

/**
 * The sandbox processor's hosted payment page, `/pay/sandbox/:checkoutId` (plain Express, not React: it stands
 * for another company's page). The card fields are read, checked and dropped: never stored, never logged (the
 * request log writes method, path and status only).
 */
export function sandboxPaymentPage(gateway: SandboxGateway, now: () => Date): Router {
  const router = Router()
  router.use((_req, res, next) => {
    res.set('Cache-Control', 'no-store')
    next()
  })
  router.use(express.urlencoded({ extended: false, limit: '8kb', parameterLimit: 10 }))

  router.use('/setup', sandboxSetupPage(gateway, now))

  router.get('/:checkoutId', (req, res) => {
    const sessionToken = formText(req.query.session)
    const session = gateway.openSession(req.params.checkoutId, sessionToken)
    if (!session) return sendHtml(res, 400, invalidSessionPage())
    sendHtml(res, 200, paymentPage({ merchantName: gateway.merchantName, session, sessionToken }))
  })

  router.post('/:checkoutId', (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>
    const sessionToken = formText(body.session)
    const session = gateway.openSession(req.params.checkoutId, sessionToken)
    if (!session) return sendHtml(res, 400, invalidSessionPage())
    if (body.action === 'cancel') {
      return res.redirect(
        303,
        gateway.complete(session, { status: 'declined', reason: 'The payment was cancelled.' }),
      )
    }
    const form = cardFormOf(body)
    const checked = validateCardForm(form, now())
    if (!checked.ok) {
      const { expiry, nameOnCard } = form
      // 200, like processors' pages: the form is shown again, which is not an error of the request.
      return sendHtml(
        res,
        200,
        paymentPage({
          merchantName: gateway.merchantName,
          session,
          sessionToken,
          form: { expiry, nameOnCard },
          errors: checked.errors,
        }),
      )
    }
    res.redirect(303, gateway.complete(session, sandboxOutcome(checked.digits)))
  })

  // A body too large or malformed: a plain page, and no form field in any log line.
  const failed: ErrorRequestHandler = (error: unknown, _req, res, _next) => {
    const status = Number((error as { status?: unknown }).status) || 500
    sendHtml(res, status >= 400 && status < 500 ? status : 500, invalidSessionPage())
  }
  router.use(failed)
  return router
}
