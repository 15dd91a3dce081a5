import type { MyListSubmissionResponse } from '#domain/my-list/answers.ts'
import { myListSubmissionSchema } from '#domain/my-list/schemas.ts'
import { assertPermission, currentSession } from '#server/http/auth.ts'
import { parseInput, unauthorized } from '#server/http/errors.ts'
import { deliveryOrNull, idempotencyKeyOf, submitOnce, todayFor } from '../my-list-submission.ts'
import { limitPerAccountAndIp, listSubmissionLimits } from '../account-limits.ts'
import type { SendEmailHandler } from './handler.ts'

/**
 * htmlType myListSubmission (bearer; owners and dispatchers): the signed-in customer's list, stored under their account whatever `account`
 * the browser sent, mailed to the sales mailbox with the fixed subject (whatever `subject` was sent) and confirmed
 * to the account's own address.
 */
export const myListSubmissionHandler: SendEmailHandler = async (deps, req, { htmlData }) => {
  const session = await currentSession(req)
  if (!session) throw unauthorized()
  assertPermission(session, 'orderSalt')
  const idempotencyKey = idempotencyKeyOf(req)
  const data = parseInput(myListSubmissionSchema(todayFor(deps)), htmlData)
  const requestId = await submitOnce(
    deps,
    req,
    {
      kind: 'myList',
      idempotencyKey,
      accountId: session.account.id,
      list: data.list,
      delivery: deliveryOrNull(data.delivery),
      applicant: null,
    },
    () => limitPerAccountAndIp(deps, req, session.account.id, listSubmissionLimits),
  )
  const body: MyListSubmissionResponse = { success: true, requestId }
  return body
}
