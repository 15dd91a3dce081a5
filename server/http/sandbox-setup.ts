import { Router } from 'express'
import type { SandboxGateway } from '#server/adapters/payments/sandbox-gateway.ts'
import { validateCardForm } from '#server/adapters/payments/sandbox-cards.ts'
import { invalidSessionPage } from '#server/adapters/payments/sandbox-page.ts'
import { sandboxSetupOutcome } from '#server/adapters/payments/sandbox-saved-cards.ts'
import { setupPage } from '#server/adapters/payments/sandbox-setup-page.ts'
import { cardFormOf, formText, sendHtml } from './sandbox-form.ts'

/**
 * The sandbox processor's page that saves a card, `/pay/sandbox/setup/:setupId` (ADR 0028); mounted inside the
 * payment page's router, whose body parser, no-store header and error page it shares. Card fields are read,
 * checked and dropped.
 */
export function sandboxSetupPage(gateway: SandboxGateway, now: () => Date): Router {
  const router = Router()

  router.get('/:setupId', (req, res) => {
    const sessionToken = formText(req.query.session)
    const session = gateway.openSetupSession(req.params.setupId, sessionToken)
    if (!session) return sendHtml(res, 400, invalidSessionPage())
    sendHtml(res, 200, setupPage({ merchantName: gateway.merchantName, session, sessionToken }))
  })

  router.post('/:setupId', (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>
    const sessionToken = formText(body.session)
    const session = gateway.openSetupSession(req.params.setupId, sessionToken)
    if (!session) return sendHtml(res, 400, invalidSessionPage())
    if (body.action === 'cancel') {
      return res.redirect(
        303,
        gateway.completeSetup(session, { status: 'cancelled', reason: 'Saving the card was cancelled.' }),
      )
    }
    const form = cardFormOf(body)
    const checked = validateCardForm(form, now())
    const outcome = checked.ok ? sandboxSetupOutcome(checked.digits) : null
    if (outcome?.status === 'saved') return res.redirect(303, gateway.completeSetup(session, outcome))
    // As a processor's page does, a refused card is shown again on the page, for another card or a cancel.
    const errors = checked.ok ? { cardNumber: outcome?.reason ?? '' } : checked.errors
    const { expiry, nameOnCard } = form
    sendHtml(
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
