/** Texts of the applications and list requests queues in the admin area. */

export const alreadyDecidedText = (status: string) =>
  `This application was already ${status}. Reload the page to see the decision.`
export const emailHasAccountText = (customerNo: string) =>
  `An account with this e-mail address already exists (customer ${customerNo}). Decline this application, or add cards to that account instead.`
export const notStaffText = 'Choose a staff member.'
