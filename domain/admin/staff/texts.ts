/** Texts of the owner's staff and audit screens, and the refusals the staff API answers with. */

export const emailTakenText =
  'An account with this e-mail address already exists. Use another address, or change that account instead.'
export const lastOwnerText =
  'This is the last active owner. Make someone else an owner first, so the shop always has one.'
export const selfDeactivateText = 'You cannot deactivate your own account. Ask another owner to do it.'
export const notStaffText = 'This is not a staff account.'
export const alreadyActiveText = 'This staff member is already active.'
export const alreadyDeactivatedText = 'This staff member is already deactivated.'
export const actorNoLongerOwnerText = 'Your account is no longer an owner, so this change was not made.'

export const invitationSentText = (eMail: string) =>
  `Invitation sent to ${eMail}. The link in it works for 7 days.`
export const linkSentText = (eMail: string) => `A new set-password link was sent to ${eMail}.`
export const deactivatedText = 'Deactivated. Their sessions have ended.'
export const reactivatedText = 'Reactivated.'

export const deactivateConfirmTitle = (name: string) => `Deactivate ${name}?`
export const deactivateConfirmText =
  'They are signed out at once and cannot sign in until an owner reactivates them.'
export const lastSignInUnknownText = 'Not known'
export const nobodySignedInText = 'Nobody signed in'
