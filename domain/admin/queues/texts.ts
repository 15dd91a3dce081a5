/** Texts of the applications and list requests queues in the admin area. */

export const alreadyDecidedText = (status: string) =>
  `This application was already ${status}. Reload the page to see the decision.`
export const emailHasAccountText = (customerNo: string) =>
  `An account with this e-mail address already exists (customer ${customerNo}). Decline this application, or add cards to that account instead.`
export const notStaffText = 'Choose a staff member.'

/** Applications. */
export const applicationsEmptyText = 'No application matches.'
export const applicationsAllDoneText = 'No new applications. Every application has a decision.'
export const hasAccountBadge = 'Already a customer'
export const approveTitle = 'Approve'
export const approveHint =
  'Creates a Prepaid customer account with this many cards and e-mails the applicant a link to choose a password (it works for 7 days).'
export const approveLabel = 'Approve and create account'
export const approveConfirmTitle = (company: string) => `Create the account for ${company}?`
export const approveConfirmText = (cards: number, eMail: string) =>
  `A Prepaid account with ${cards} ${cards === 1 ? 'card' : 'cards'} is created, and ${eMail} gets a link to choose a password.`
export const approvedText = (customerNo: string, cards: number) =>
  `Approved. Customer ${customerNo} was created with ${cards} ${cards === 1 ? 'card' : 'cards'}, and the applicant was sent a link to choose a password.`
export const declineLabel = 'Decline'
export const declineTitle = 'Decline the application'
export const declineReasonLabel = 'Reason (kept with the application; the applicant is not e-mailed)'
export const declinedText = 'Declined. The reason is kept with the application.'
export const existingAccountText = (customerNo: string) =>
  `Customer ${customerNo} already uses this e-mail address, so no second account can be made for it. Decline this application, or add cards to that account.`

/** List requests. */
export const listRequestsEmptyText = 'No list request matches.'
export const listRequestsAllDoneText = 'No new list requests. Every request has been followed up.'
export const newAccountBadge = 'New account'
export const followUpTitle = 'Follow-up'
export const notesHint = 'For staff only; the customer never sees these notes.'
export const nobodyLabel = 'Nobody yet'
