import express, { type ErrorRequestHandler, type Response, Router } from 'express'
import type { SandboxGateway } from '#server/adapters/payments/sandbox-gateway.ts'
import { type CardForm, sandboxOutcome, validateCardForm } from '#server/adapters/payments/sandbox-cards.ts'
import { invalidSessionPage, paymentPage } from '#server/adapters/payments/sandbox-page.ts'
import { sandboxSetupPage } from './sandbox-setup.ts'

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

  const html = (res: Response, status: number, body: string) => res.status(status).type('html').send(body)
  const text = (value: unknown) => (typeof value === 'string' ? value : '')

  router.get('/:checkoutId', (req, res) => {
    const sessionToken = text(req.query.session)
    const session = gateway.openSession(req.params.checkoutId, sessionToken)
    if (!session) return html(res, 400, invalidSessionPage())
    html(res, 200, paymentPage({ merchantName: gateway.merchantName, session, sessionToken }))
  })

  router.post('/:checkoutId', (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>
    const sessionToken = text(body.session)
    const session = gateway.openSession(req.params.checkoutId, sessionToken)
    if (!session) return html(res, 400, invalidSessionPage())
    if (body.action === 'cancel') {
      return res.redirect(
        303,
        gateway.complete(session, { status: 'declined', reason: 'The payment was cancelled.' }),
      )
    }
    const form: CardForm = {
      cardNumber: text(body.cardNumber),
      expiry: text(body.expiry),
      cvc: text(body.cvc),
      nameOnCard: text(body.nameOnCard),
    }
    const checked = validateCardForm(form, now())
    if (!checked.ok) {
      const { expiry, nameOnCard } = form
      // 200, like processors' pages: the form is shown again, which is not an error of the request.
      return html(
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
    html(res, status >= 400 && status < 500 ? status : 500, invalidSessionPage())
  }
  router.use(failed)
  return router
}
