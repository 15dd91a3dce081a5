import { Router } from 'express'
import type { CheckoutResponse } from '#domain/salt-card/answers.ts'
import { loadFundsCheckoutSchema, loadFundsReturnSchema } from '#domain/salt-card/schemas.ts'
import { PaymentServiceError, PaymentTicketError } from '#server/adapters/payments/gateway.ts'
import type { AppDeps } from '#server/context.ts'
import { requirePermission, signedIn } from '#server/http/auth.ts'
import { HttpError, forbidden, notFound, parseInput } from '#server/http/errors.ts'
import { completeLoad, startCheckout } from '#server/services/salt-card/load-funds.ts'
import { cardNotFound } from './salt-card-errors.ts'
import { limits } from '#server/services/rate-limit.ts'
import { limitPerAccountAndIp } from './account-limits.ts'

const ticketRefused = (code: 'invalid_ticket' | 'expired_ticket') =>
  new HttpError(
    400,
    code,
    code === 'expired_ticket'
      ? 'This payment confirmation has expired. No funds were loaded.'
      : 'This payment confirmation is not valid. No funds were loaded.',
  )

/** The processor did not answer (or refused our keys): the customer can only try again later. */
const serviceUnavailable = (nothingHappened: string) =>
  new HttpError(
    503,
    'payment_unavailable',
    `The payment service did not answer. ${nothingHappened} Please try again in a few minutes.`,
    undefined,
    { 'Retry-After': '60' },
  )

/** Load funds: start a checkout at the payment gateway, then credit the card once the customer is back. */
export function loadFundsRouter(deps: AppDeps): Router {
  const router = Router()

  router.post('/load-funds/checkout', requirePermission('loadFunds'), async (req, res) => {
    const input = parseInput(loadFundsCheckoutSchema, req.body)
    await limitPerAccountAndIp(deps, req, signedIn(req).account.id, {
      perAccount: limits.checkoutsPerAccount,
      perIp: limits.checkoutsPerIp,
    })
    const result = await startCheckout(deps, signedIn(req).account.id, input).catch((error: unknown) => {
      if (!(error instanceof PaymentServiceError)) throw error
      req.log.error({ problem: error.message }, 'payment checkout could not be created')
      throw serviceUnavailable('Nothing was charged.')
    })
    if (result.outcome === 'not-prepaid') {
      throw forbidden(
        'Funds can be loaded online onto prepaid Salt Cards only. Your Account Manager can switch your account to Prepaid.',
      )
    }
    if (result.outcome === 'card-not-found') throw cardNotFound()
    if (result.outcome === 'bad-amount') {
      throw new HttpError(400, 'invalid_input', 'Some fields are missing or invalid.', {
        amountCents: result.message,
      })
    }
    const body: CheckoutResponse = { redirectUrl: result.redirectUrl }
    res.json(body)
  })

  router.get('/load-funds', requirePermission('loadFunds'), async (req, res) => {
    const { ticket, card } = parseInput(loadFundsReturnSchema, req.query)
    const { account } = signedIn(req)
    try {
      const result = await completeLoad(deps, account, { ticket, cardId: card })
      if (result.outcome === 'not-found') throw notFound('No payment of yours matches this confirmation.')
      if (result.outcome === 'amount-mismatch') {
        req.log.error({ cardId: card }, 'a verified payment does not match the amount of its checkout')
        throw ticketRefused('invalid_ticket')
      }
      res.json(result.body)
    } catch (error) {
      if (error instanceof PaymentTicketError) {
        throw ticketRefused(error.reason === 'expired' ? 'expired_ticket' : 'invalid_ticket')
      }
      if (error instanceof PaymentServiceError) {
        req.log.error({ problem: error.message }, 'payment could not be verified')
        throw serviceUnavailable('If you paid, the funds are loaded as soon as it confirms the payment.')
      }
      throw error
    }
  })

  return router
}
