import { type RequestHandler, Router } from 'express'
import {
  type DeclineCode,
  isControlDeclineCode,
  scaleDeclineTexts,
} from '#domain/salt-card/controls/decline-codes.ts'
import type { AppDeps } from '#server/context.ts'
import { HttpError, isUniqueViolation, notFound, parseInput } from '#server/http/errors.ts'
import { type ApiKeyGrant, findApiKey } from '#server/services/salt-card/api-keys.ts'
import { type PickupResult, pickupSchema, recordPickup } from '#server/services/salt-card/pickups.ts'
import { countHit, limits } from '#server/services/rate-limit.ts'
import { clientIp } from './client-ip.ts'
import { rateLimited } from './salt-card-errors.ts'

const conflict = (code: string, message: string) => new HttpError(409, code, message)
const unprocessable = (code: string, message: string) => new HttpError(422, code, message)

/**
 * 401 unless `X-Api-Key` is a live key of the scope (machine clients never carry a customer's bearer token), then
 * 429 once the key has used up its share of the minute. The key's grant goes on in `res.locals.apiKey`.
 */
function requireApiKey(deps: AppDeps, scope: 'pickups'): RequestHandler {
  return async (req, res, next) => {
    const key = req.get('x-api-key') ?? ''
    const grant = /^[\w-]{20,200}$/.test(key) ? await findApiKey(deps.db, key, scope, deps.now()) : null
    if (!grant) throw new HttpError(401, 'invalid_api_key', 'A valid X-Api-Key header is required.')
    const hit = await countHit(deps.db, limits.pickupsPerKey, String(grant.id), deps.now())
    if (hit.overLimit)
      throw rateLimited(hit.retryAfterSeconds, 'Too many pickups sent with this key. Please wait and resend.')
    res.locals.apiKey = grant
    next()
  }
}

/** Every refusal of a ticket, worded once; none tells a card's balance. */
function refusalOf(result: Exclude<PickupResult, { outcome: 'recorded' }>): HttpError {
  switch (result.outcome) {
    case 'yard-not-allowed':
      return new HttpError(403, 'location_not_allowed', 'This API key may not post pickups for this yard.')
    case 'unknown-yard':
      return unprocessable('unknown_location', 'No yard has this location slug.')
    case 'unknown-product':
      return unprocessable('unknown_product', 'No product of the catalogue has this name or slug.')
    case 'printed-time':
      return unprocessable(
        'printed_time_out_of_window',
        result.problem === 'too-old'
          ? 'PrintedDateTime is more than 7 days ago; such a ticket is booked by the office, not by the scale.'
          : "PrintedDateTime is more than 5 minutes ahead of the shop's clock; check the scale's clock.",
      )
    case 'card-not-found':
      return notFound('No Salt Card has this number.')
    case 'card-deactivated':
      return conflict('card_deactivated', 'This Salt Card is deactivated and takes no pickups.')
    case 'ticket-conflict':
      return conflict('ticket_conflict', 'This ticket number is already booked for another card or amount.')
    case 'declined':
      return declined(result.code)
  }
}

/**
 * A ticket refused for the card (ADR 0026): 409 for its state and its balance, as card_deactivated, and 403 for its
 * controls, which forbid this pickup. The card's controls say `yard_not_allowed`; the key's own yards answered
 * `location_not_allowed` above, before any card was looked at.
 */
function declined(code: DeclineCode): HttpError {
  const status = isControlDeclineCode(code) ? 403 : 409
  return new HttpError(status, code, scaleDeclineTexts[code])
}

/**
 * The scale houses' call: each weighed-out ticket debits the customer's card. Idempotent on ticketNo, so a scale
 * that resends after a lost answer gets the same answer and the card is debited once.
 */
export function pickupsRouter(deps: AppDeps): Router {
  const router = Router()
  router.post('/pickups', requireApiKey(deps, 'pickups'), async (req, res) => {
    const input = parseInput(pickupSchema, req.body)
    const sender = { key: res.locals.apiKey as ApiKeyGrant, ip: clientIp(req) }
    const result = await recordPickup(deps, input, sender).catch((error: unknown) => {
      // A unique-index race the row lock cannot see: the same ticket number sent for two cards at once.
      if (isUniqueViolation(error)) return { outcome: 'ticket-conflict' as const }
      throw error
    })
    if (result.outcome !== 'recorded') throw refusalOf(result)
    if (result.replayed) res.set('Idempotent-Replayed', 'true')
    res.json(result.body)
  })
  return router
}
