/** Texts of the owner's users page and the refusals the users API answers with. */

export const usersPageTitle = 'Users'
export const loginEmailTakenText =
  'Someone already signs in with this e-mail address. Use another address for this person.'
export const lastOwnerText =
  'This is the last owner of the account. Make someone else an owner first, so someone can always manage users.'
export const ownLoginNotDriverText =
  "The account's own login cannot be a driver. Invite the driver with their own e-mail address instead."
export const staffHaveNoUsersText = 'Staff accounts have no users.'
export const userNotFoundText = 'This account has no such user.'
export const cardNotOfAccountText = 'Choose cards of this account only.'
export const onlyDriversHoldCardsText = 'Only drivers are assigned cards; other roles see every card.'
export const invitationSentText = (eMail: string) =>
  `Invitation sent to ${eMail}. The link in it works for 7 days.`
export const removeUserConfirmTitle = (name: string) => `Remove ${name}?`
export const removeUserConfirmText = 'They are signed out at once and can no longer sign in to this account.'
export const userRemovedText = 'Removed. Their sessions have ended.'
export const roleChangedText = 'Role changed.'
export const cardsAssignedText = 'Cards assigned.'
export const accountLoginLabel = "Account's own login"
export const invitationPendingText = 'Invitation not used yet'
export const noCardsAssignedText =
  'No card is assigned to you yet. Ask an owner of your account to assign you a card.'
