import { Router } from 'express'
import { z } from 'zod'
import { recordIdSchema } from '#domain/kernel/ids.ts'
import {
  type AutoloadCardResponse,
  type AutoloadConfirmResponse,
  type AutoloadListResponse,
  type AutoloadSetupResponse,
  autoloadSettingsSchema,
  autoloadSetupReturnSchema,
  autoloadSetupSchema,
} from '#domain/salt-card/autoload.ts'
import { PaymentServiceError, PaymentTicketError } from '#server/adapters/payments/gateway.ts'
import type { AppDeps } from '#server/context.ts'
import { requirePermission, signedIn } from '#server/http/auth.ts'
import { HttpError, conflict, forbidden, notFound, parseInput } from '#server/http/errors.ts'
import {
  type AutoloadChange,
  cancelAutoload,
  saveAutoloadSettings,
} from '#server/services/autoload/autoload-settings.ts'
import { confirmAutoloadSetup, startAutoloadSetup } from '#server/services/autoload/autoload-setup.ts'
import { readAutoloadCards } from '#server/services/autoload/autoload-state.ts'
import { limits } from '#server/services/rate-limit.ts'
import { loadLimitsOf } from '#server/services/salt-card/load-limits.ts'
import { limitPerAccountAndIp } from './account-limits.ts'
import { clientIp } from './client-ip.ts'
import { cardNotFound } from './salt-card-errors.ts'

const cardIdParam = z.object({ cardId: recordIdSchema })

const notPrepaid = () =>
  forbidden(
    'Autoload loads funds onto prepaid Salt Cards only. Your Account Manager can switch your account to Prepaid.',
  )

const unavailable = () =>
  new HttpError(
    503,
    'payment_unavailable',
    'The payment service did not answer. Nothing was saved or charged. Please try again in a few minutes.',
    undefined,
    { 'Retry-After': '60' },
  )

/** The answer of a change of one card's autoload, or its refusal. */
function changed(result: AutoloadChange): AutoloadCardResponse {
  switch (result.outcome) {
    case 'saved':
      return { card: result.card }
    case 'not-prepaid':
      throw notPrepaid()
    case 'card-not-found':
      throw cardNotFound()
    case 'no-method':
      throw conflict('Save a payment card for autoload first.', 'no_payment_method')
  }
}

/**
 * A customer's autoload (ADR 0028): read every card's, start saving a payment card at the processor's page, confirm
 * it on return, change the settings, cancel. Another customer's card is a 404.
 */
export function autoloadRouter(deps: AppDeps): Router {
  const router = Router()
  const actorOf = (req: Parameters<typeof signedIn>[0]) => ({
    accountId: signedIn(req).account.id,
    ip: clientIp(req),
  })

  router.get('/autoload', requirePermission('managePaymentMethods'), async (req, res) => {
    const body: AutoloadListResponse = {
      cards: await readAutoloadCards(deps.db, signedIn(req).account.id, deps.now()),
    }
    res.json(body)
  })

  router.post('/autoload/setup', requirePermission('managePaymentMethods'), async (req, res) => {
    const input = parseInput(autoloadSetupSchema(loadLimitsOf(deps.config)), req.body)
    const { account } = signedIn(req)
    await limitPerAccountAndIp(deps, req, account.id, {
      perAccount: limits.checkoutsPerAccount,
      perIp: limits.checkoutsPerIp,
    })
    const result = await startAutoloadSetup(deps, account.id, input).catch((error: unknown) => {
      if (!(error instanceof PaymentServiceError)) throw error
      req.log.error({ problem: error.message }, 'autoload setup could not be started')
      throw unavailable()
    })
    if (result.outcome === 'not-prepaid') throw notPrepaid()
    if (result.outcome === 'card-not-found') throw cardNotFound()
    const body: AutoloadSetupResponse = { redirectUrl: result.redirectUrl }
    res.json(body)
  })

  router.post('/autoload/setup/confirm', requirePermission('managePaymentMethods'), async (req, res) => {
    const { ticket, card } = parseInput(autoloadSetupReturnSchema, req.body)
    try {
      const result = await confirmAutoloadSetup(deps, actorOf(req), { ticket, cardId: card })
      if (result.outcome === 'not-found') throw notFound('No card setup of yours matches this confirmation.')
      const body: AutoloadConfirmResponse =
        result.outcome === 'saved'
          ? { saved: true, card: result.card }
          : { saved: false, reason: result.reason }
      res.json(body)
    } catch (error) {
      if (error instanceof PaymentTicketError) {
        const expired = error.reason === 'expired'
        throw new HttpError(
          400,
          expired ? 'expired_ticket' : 'invalid_ticket',
          `This confirmation ${expired ? 'has expired' : 'is not valid'}. No card was saved; please start again.`,
        )
      }
      if (error instanceof PaymentServiceError) {
        req.log.error({ problem: error.message }, 'autoload setup could not be verified')
        throw unavailable()
      }
      throw error
    }
  })

  router.put('/autoload/:cardId', requirePermission('managePaymentMethods'), async (req, res) => {
    const { cardId } = parseInput(cardIdParam, req.params)
    const settings = parseInput(autoloadSettingsSchema(loadLimitsOf(deps.config)), req.body)
    res.json(changed(await saveAutoloadSettings(deps, actorOf(req), cardId, settings)))
  })

  router.post('/autoload/:cardId/cancel', requirePermission('managePaymentMethods'), async (req, res) => {
    const { cardId } = parseInput(cardIdParam, req.params)
    res.json(changed(await cancelAutoload(deps, actorOf(req), cardId)))
  })

  return router
}
