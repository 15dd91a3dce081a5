import { addCardCustomerHandler } from './add-card-customer.ts'
import { applySaltHandler } from './apply-salt.ts'
import type { SendEmailHandler } from './handler.ts'
import { myListSubmissionHandler } from './my-list-submission.ts'
import { newAccountListSubmissionHandler } from './new-account-list-submission.ts'
import { publicFormHandlers } from './public-forms.ts'

/** The htmlType variants of send-email, each in its own module beside this one. */
export const sendEmailHandlers: Record<string, SendEmailHandler> = {
  ...publicFormHandlers,
  applySalt: applySaltHandler,
  addCardCustomer: addCardCustomerHandler,
  myListSubmission: myListSubmissionHandler,
  newAccountListSubmission: newAccountListSubmissionHandler,
}
