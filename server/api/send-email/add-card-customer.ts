import { z } from 'zod'
import { cardQuantitySchema } from '#domain/salt-card/schemas.ts'
import { assertPermission, currentSession } from '#server/http/auth.ts'
import { parseInput, unauthorized } from '#server/http/errors.ts'
import { countHit, limits } from '#server/services/rate-limit.ts'
import { submitCardRequest } from '#server/services/salt-card/requests.ts'
import { rateLimited } from '../salt-card-errors.ts'
import type { SendEmailHandler } from './handler.ts'

/** Only the quantity is taken from the browser; the account fields it sends along are ignored. */
const addCardsData = z.object({ quantity: cardQuantitySchema })

/**
 * htmlType addCardCustomer (bearer; owners and dispatchers): a request for 1–20 more cards, from the signed-in account's own record. The
 * sales mailbox gets "You requested to add {n} Cards" and the customer a confirmation at their account address.
 */
export const addCardCustomerHandler: SendEmailHandler = async (deps, req, { htmlData }) => {
  const session = await currentSession(req)
  if (!session) throw unauthorized()
  assertPermission(session, 'requestCards')
  const { quantity } = parseInput(addCardsData, htmlData)
  const hit = await countHit(deps.db, limits.cardRequestsPerAccount, String(session.account.id), deps.now())
  if (hit.overLimit) {
    throw rateLimited(hit.retryAfterSeconds, 'Too many card requests. Please wait and try again.')
  }
  const requestId = await submitCardRequest(deps, session.account.id, quantity)
  if (requestId === null) throw unauthorized()
  return { success: true }
}
