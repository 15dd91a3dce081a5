import { saltApplicationSchema } from '#domain/salt-card/schemas.ts'
import { parseInput } from '#server/http/errors.ts'
import { countHit, limits } from '#server/services/rate-limit.ts'
import { submitApplication } from '#server/services/salt-card/requests.ts'
import { clientIp } from '../client-ip.ts'
import { rateLimited } from '../salt-card-errors.ts'
import type { SendEmailHandler } from './handler.ts'

/**
 * htmlType applySalt (no sign-in): a Salt Card application, stored as new and mailed to the sales mailbox, with a
 * fixed-text confirmation to the applicant. A filled honeypot (`website`) gets the same answer and nothing is
 * stored or sent; people are limited per address, since each application sends two mails.
 */
export const applySaltHandler: SendEmailHandler = async (deps, req, { htmlData }) => {
  const website = (htmlData as { website?: unknown } | null)?.website
  if (website !== undefined && website !== null && website !== '') {
    deps.log.info('applySalt honeypot filled; nothing stored or sent')
    return { success: true }
  }
  const { website: _empty, ...application } = parseInput(saltApplicationSchema, htmlData)
  const ip = clientIp(req)
  const hit = await countHit(deps.db, limits.saltApplicationsPerIp, ip, deps.now())
  if (hit.overLimit) {
    throw rateLimited(
      hit.retryAfterSeconds,
      'Too many applications from this address. Please wait and try again.',
    )
  }
  await submitApplication(deps, application, ip)
  return { success: true }
}
