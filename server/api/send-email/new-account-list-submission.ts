import type { NewAccountListSubmissionResponse } from '#domain/my-list/answers.ts'
import { newAccountListSubmissionSchema } from '#domain/my-list/schemas.ts'
import { parseInput } from '#server/http/errors.ts'
import { countHit, limits } from '#server/services/rate-limit.ts'
import { clientIp } from '../client-ip.ts'
import { deliveryOrNull, idempotencyKeyOf, submitOnce, todayFor } from '../my-list-submission.ts'
import { rateLimited } from '../salt-card-errors.ts'
import type { SendEmailHandler } from './handler.ts'

/** The form's hidden `website` field: people leave it empty, form-filling robots do not. */
function isHoneypotFilled(htmlData: unknown): boolean {
  const form: unknown = (htmlData as { form?: unknown } | null)?.form
  const website = (form as { website?: unknown } | null | undefined)?.website
  return website !== undefined && website !== null && website !== ''
}

/**
 * htmlType newAccountListSubmission (no sign-in): someone without an account asks for one and sends their list.
 * Stored with the application form, mailed to the sales mailbox, confirmed with fixed words to the form's address.
 * A robot that fills the honeypot gets a success and nothing is stored or sent; people are limited per address,
 * since each request mails the sales desk and the address given.
 */
export const newAccountListSubmissionHandler: SendEmailHandler = async (deps, req, { htmlData }) => {
  if (isHoneypotFilled(htmlData)) {
    deps.log.info('newAccountListSubmission honeypot filled; nothing stored or sent')
    const body: NewAccountListSubmissionResponse = { success: true }
    return body
  }
  const idempotencyKey = idempotencyKeyOf(req)
  const data = parseInput(newAccountListSubmissionSchema(todayFor(deps)), htmlData)
  const { website: _empty, ...applicant } = data.form
  const requestId = await submitOnce(
    deps,
    req,
    {
      kind: 'newAccount',
      idempotencyKey,
      accountId: null,
      list: data.list,
      delivery: deliveryOrNull(data.delivery),
      applicant,
    },
    async () => {
      const hit = await countHit(deps.db, limits.newAccountListsPerIp, clientIp(req), deps.now())
      if (hit.overLimit) {
        throw rateLimited(
          hit.retryAfterSeconds,
          'Too many requests from this address. Please wait and try again.',
        )
      }
    },
  )
  const body: NewAccountListSubmissionResponse = { success: true, requestId }
  return body
}
