import { type RequestHandler, Router } from 'express'
import type { AppDeps } from '#server/context.ts'
import { HttpError, isUniqueViolation, notFound, parseInput } from '#server/http/errors.ts'
import { findApiKey } from '#server/services/salt-card/api-keys.ts'
import { centsToDecimal } from '#server/services/salt-card/ledger-math.ts'
import { pickupSchema, recordPickup } from '#server/services/salt-card/pickups.ts'

const conflict = (code: string, message: string) => new HttpError(409, code, message)

/** 401 unless `X-Api-Key` is a live key of the scope; machine clients never carry a customer's bearer token. */
function requireApiKey(deps: AppDeps, scope: 'pickups'): RequestHandler {
  return async (req, _res, next) => {
    const key = req.get('x-api-key') ?? ''
    const valid = /^[\w-]{20,200}$/.test(key) && (await findApiKey(deps.db, key, scope, deps.now()))
    if (!valid) throw new HttpError(401, 'invalid_api_key', 'A valid X-Api-Key header is required.')
    next()
  }
}

/**
 * The scale houses' call: each weighed-out ticket debits the customer's card. Idempotent on ticketNo, so a scale
 * that resends after a lost answer gets the same answer and the card is debited once.
 */
export function pickupsRouter(deps: AppDeps): Router {
  const router = Router()
  router.post('/pickups', requireApiKey(deps, 'pickups'), async (req, res) => {
    const input = parseInput(pickupSchema, req.body)
    const result = await recordPickup(deps, input).catch((error: unknown) => {
      // A unique-index race the row lock cannot see: the same ticket number sent for two cards at once.
      if (isUniqueViolation(error)) return { outcome: 'ticket-conflict' as const }
      throw error
    })
    switch (result.outcome) {
      case 'recorded':
        if (result.replayed) res.set('Idempotent-Replayed', 'true')
        res.json(result.body)
        return
      case 'card-not-found':
        throw notFound('No Salt Card has this number.')
      case 'card-deactivated':
        throw conflict('card_deactivated', 'This Salt Card is deactivated and takes no pickups.')
      case 'ticket-conflict':
        throw conflict('ticket_conflict', 'This ticket number is already booked for another card or amount.')
      case 'insufficient-funds':
        throw conflict(
          'insufficient_funds',
          `The card's balance ($${centsToDecimal(result.balanceCents)}) does not cover this pickup ($${centsToDecimal(result.amountCents)}).`,
        )
    }
  })
  return router
}
