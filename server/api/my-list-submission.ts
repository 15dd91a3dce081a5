import type { Request } from 'express'
import {
  type DeliveryDetails,
  type SubmittedItem,
  idempotencyKeyHeader,
  idempotencyKeySchema,
  torontoToday,
} from '#domain/my-list/schemas.ts'
import type { AppDeps } from '#server/context.ts'
import { HttpError } from '#server/http/errors.ts'
import { checkSubmittedList } from '#server/services/my-list/check-list.ts'
import type { SubmissionIdentity } from '#server/services/my-list/idempotency.ts'
import { findListRequest, replayOf, submitListRequest } from '#server/services/my-list/submit.ts'
import { clientIp } from './client-ip.ts'

/** What the three ways to submit a list share: the idempotency key, the catalogue check, storing once. */

/** The Idempotency-Key header every submission carries; 400 when it is missing or malformed. */
export function idempotencyKeyOf(req: Request): string {
  const parsed = idempotencyKeySchema.safeParse(req.get(idempotencyKeyHeader))
  if (parsed.success) return parsed.data
  throw new HttpError(
    400,
    'invalid_idempotency_key',
    `Send an ${idempotencyKeyHeader} header: 8–100 letters, digits, "-" or "_", new for each submission.`,
    { [idempotencyKeyHeader]: parsed.error.issues[0]?.message ?? 'Required.' },
  )
}

/** Today in Toronto, for the delivery window's "not in the past". */
export const todayFor = (deps: Pick<AppDeps, 'now'>) => torontoToday(deps.now())

/** Delivery details with nothing filled in are no delivery details. */
export function deliveryOrNull(delivery: DeliveryDetails | undefined): DeliveryDetails | null {
  if (!delivery) return null
  const given = Object.entries(delivery).filter(([, value]) => value !== undefined)
  return given.length > 0 ? (Object.fromEntries(given) as DeliveryDetails) : null
}

export interface ListSubmission extends Omit<SubmissionIdentity, 'items'> {
  idempotencyKey: string
  list: SubmittedItem[]
}

/**
 * Stores a list request once per idempotency key and answers its id. A key already used answers its request again
 * (nothing is checked, stored or mailed anew) when the submission is the same, and 409 when it is not.
 * `beforeNew` runs only for a submission not seen before whose list passed its checks: where rate limits are
 * counted, so neither a retry nor a refused list costs any.
 */
export async function submitOnce(
  deps: AppDeps,
  req: Request,
  submission: ListSubmission,
  beforeNew?: () => Promise<void>,
): Promise<number> {
  const { list, ...request } = submission
  const stored = await findListRequest(deps.db, submission.idempotencyKey)
  let outcome = stored ? replayOf(stored, { ...request, items: list }) : undefined
  if (!outcome) {
    const checked = await checkSubmittedList(deps.db, list)
    if (!checked.ok) {
      throw new HttpError(
        400,
        'invalid_list',
        'Some items of the list can no longer be requested as they are.',
        checked.fields,
      )
    }
    // Limits count the submissions that would store and mail, not the ones refused above.
    await beforeNew?.()
    outcome = await submitListRequest(deps, { ...request, items: checked.items, ip: clientIp(req) })
  }
  if (outcome.outcome === 'conflict') {
    throw new HttpError(
      409,
      'idempotency_conflict',
      'This request key was already used for another submission. Send this one with a new key.',
    )
  }
  return outcome.requestId
}
