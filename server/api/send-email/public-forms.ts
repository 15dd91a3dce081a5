import type { FormKind } from '#server/db/schema.ts'
import { honeypotField } from '#domain/forms/public-forms.ts'
import { publicFormSchemas } from '#domain/forms/schemas.ts'
import { HttpError, parseInput } from '#server/http/errors.ts'
import { recordFormSubmission } from '#server/services/content/form-submissions.ts'
import { countHit, limits } from '#server/services/rate-limit.ts'
import { clientIp } from '../client-ip.ts'
import type { SendEmailHandler } from './handler.ts'

/** Anything in the field people never see: a robot filled the form. */
function isHoneypotFilled(htmlData: unknown): boolean {
  if (typeof htmlData !== 'object' || htmlData === null) return false
  const value = (htmlData as Record<string, unknown>)[honeypotField]
  return value !== undefined && value !== null && value !== ''
}

/**
 * The public forms' send-email variants (htmlType contact, contactSales, becomeDealer, quickOrder). A robot that
 * fills the honeypot gets the same answer as a person and nothing is stored or sent, so it learns nothing.
 * People are limited per address and form, since each request mails the sales desk and the given address.
 */
function publicFormHandler(kind: FormKind): SendEmailHandler {
  return async (deps, req, { htmlData }) => {
    if (isHoneypotFilled(htmlData)) {
      deps.log.info({ kind }, 'public form honeypot filled; nothing stored or sent')
      return { success: true }
    }
    const data = parseInput(publicFormSchemas[kind], htmlData)
    const ip = clientIp(req)
    const hit = await countHit(deps.db, limits.publicFormsPerIp, `${kind}:${ip}`, deps.now())
    if (hit.overLimit) {
      throw new HttpError(
        429,
        'rate_limited',
        'Too many requests from this address. Please wait and try again.',
        undefined,
        { 'Retry-After': String(hit.retryAfterSeconds) },
      )
    }
    await recordFormSubmission(deps, { kind, data, ip })
    return { success: true }
  }
}

export const publicFormHandlers: Record<FormKind, SendEmailHandler> = {
  contact: publicFormHandler('contact'),
  contactSales: publicFormHandler('contactSales'),
  becomeDealer: publicFormHandler('becomeDealer'),
  quickOrder: publicFormHandler('quickOrder'),
}
