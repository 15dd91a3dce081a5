import { type Response, Router } from 'express'
import type { SandboxGateway } from '#server/adapters/payments/sandbox-gateway.ts'
import { type CardForm, validateCardForm } from '#server/adapters/payments/sandbox-cards.ts'
import { invalidSessionPage } from '#server/adapters/payments/sandbox-page.ts'
import { sandboxSetupOutcome } from '#server/adapters/payments/sandbox-saved-cards.ts'
import { setupPage } from '#server/adapters/payments/sandbox-setup-page.ts'

/**
 * The sandbox processor's page that saves a card, `/pay/sandbox/setup/:setupId` (ADR 0028); mounted inside the
 * payment page's router, whose body parser, no-store header and error page it shares. Card fields are read,
 * checked and dropped.
 */
export function sandboxSetupPage(gateway: SandboxGateway, now: () => Date): Router {
  const router = Router()
  const html = (res: Response, status: number, body: string) => res.status(status).type('html').send(body)
  const text = (value: unknown) => (typeof value === 'string' ? value : '')

  router.get('/:setupId', (req, res) => {
    const sessionToken = text(req.query.session)
    const session = gateway.openSetupSession(req.params.setupId, sessionToken)
    if (!session) return html(res, 400, invalidSessionPage())
    html(res, 200, setupPage({ merchantName: gateway.merchantName, session, sessionToken }))
  })

  router.post('/:setupId', (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>
    const sessionToken = text(body.session)
    const session = gateway.openSetupSession(req.params.setupId, sessionToken)
    if (!session) return html(res, 400, invalidSessionPage())
    if (body.action === 'cancel') {
      return res.redirect(
        303,
        gateway.completeSetup(session, { status: 'cancelled', reason: 'Saving the card was cancelled.' }),
      )
    }
    const form: CardForm = {
      cardNumber: text(body.cardNumber),
      expiry: text(body.expiry),
      cvc: text(body.cvc),
      nameOnCard: text(body.nameOnCard),
    }
    const checked = validateCardForm(form, now())
    const outcome = checked.ok ? sandboxSetupOutcome(checked.digits) : null
    if (outcome?.status === 'saved') return res.redirect(303, gateway.completeSetup(session, outcome))
    // As a processor's page does, a refused card is shown again on the page, for another card or a cancel.
    const errors = checked.ok ? { cardNumber: outcome?.reason ?? '' } : checked.errors
    const { expiry, nameOnCard } = form
    html(
      res,
      200,
      setupPage({
        merchantName: gateway.merchantName,
        session,
        sessionToken,
        form: { expiry, nameOnCard },
        errors,
      }),
    )
  })
  return router
}
