import express, { type Request, Router } from 'express'
import {
  type PaymentEvent,
  type PaymentWebhook,
  PaymentWebhookError,
} from '#server/adapters/payments/gateway.ts'
import type { AppDeps } from '#server/context.ts'
import { HttpError } from '#server/http/errors.ts'
import { settleCheckout } from '#server/services/salt-card/settle-checkout.ts'

/** Checkout events are a few kilobytes; a bigger body is not the processor's. */
const maxEventBytes = 64 * 1024

/**
 * `POST /api/salt/load-funds/webhook`: the processor's signed payment notices (ADR 0007). Mounted before the API's
 * JSON parser, because the signature covers the exact bytes sent. Nothing touches the database before the signature
 * checks out, so a flood of forged requests costs one HMAC each; a genuine notice is applied in one short
 * transaction, idempotently (a redelivered event finds its checkout settled), and answered 2xx at once. Only a
 * failure on our side answers 5xx, which makes the processor deliver it again later.
 */
export function paymentWebhookRouter(deps: AppDeps, webhook: PaymentWebhook): Router {
  const router = Router()
  router.post(
    '/',
    express.raw({ type: () => true, limit: maxEventBytes, inflate: false }),
    async (req, res) => {
      const { eventId, type, payment, ignored } = readSigned(webhook, req)
      if (!payment) {
        req.log.info({ eventId, type, ignored }, 'payment webhook ignored')
        return void res.json({ received: true })
      }
      const result = await settleCheckout(deps, payment, null)
      if (result.outcome === 'answered') {
        req.log.info(
          { eventId, type, checkoutId: payment.checkoutId, status: payment.status },
          'payment webhook',
        )
      } else {
        // Not ours (another integration on the same processor account: a warning), or paid with another amount than
        // we asked for (an error for staff to look into). A retry would not change either, so both are answered 2xx.
        const level = result.outcome === 'not-found' ? 'warn' : 'error'
        req.log[level](
          { eventId, type, checkoutId: payment.checkoutId, outcome: result.outcome },
          'payment webhook unmatched',
        )
      }
      res.json({ received: true })
    },
  )
  return router
}

/** The event, when the request carries the processor's valid signature over its exact bytes; else a 400. */
function readSigned(webhook: PaymentWebhook, req: Request): PaymentEvent {
  const body: unknown = req.body
  try {
    return webhook.readEvent(Buffer.isBuffer(body) ? body : Buffer.alloc(0), (name) => req.get(name))
  } catch (error) {
    if (!(error instanceof PaymentWebhookError)) throw error
    req.log.warn({ problem: error.message }, 'payment webhook refused')
    throw new HttpError(400, 'bad_signature', 'The signature of this notice is missing or not valid.')
  }
}
