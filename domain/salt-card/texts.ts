import { mySaltCardLabel } from '#domain/site/texts.ts'

/** Texts of the Salt Card customer screens and popups; the original site's stay letter for letter (docs/product.md). */

/** The applySalt popup. */
export const applySaltTitle = 'Apply for a Salt Card'
export const applySaltSuccessTitle = "You're almost there"
export const applySaltSuccessText =
  'Thank you for requesting a Salt Card. An Account Manager will call to complete set-up.'
export const applySaltIntro =
  'Tell us about your company and an Account Manager will call you to set up your prepaid Salt Card account.'

/**
 * The createAccount popup (the sign-in popup's "Create an account"): the same application and rules as applySalt
 * (the original site's "both popups"), for a company that comes for an account rather than for a card.
 */
export const createAccountTitle = 'Create an Account'
export const createAccountLink = 'Create an account'
export const createAccountIntro =
  'A Salt Card account lets your company send delivery requests online and pick up at our yards with prepaid cards. Tell us about your company and an Account Manager will call you to set it up.'

/** addCardCustomer: the subject of the request mail. */
export const addCardsSubject = (quantity: number) => `You requested to add ${quantity} Cards`

/** Page titles, also used by the account menu. */
export const pageTitles = {
  account: mySaltCardLabel,
  viewProfile: 'My Profile',
  addCard: 'Request More Cards',
  loadCard: 'Load Funds',
  autoload: 'Autoload',
  transactions: 'Transactions',
  changePass: 'Change Password',
  fundsLoaded: 'Funds Loaded',
} as const

export const noCardsText = 'You have no active Salt Cards yet.'

export const renameTitle = 'Rename card'
export const renameLabel = 'Card name'
export const deactivateTitle = 'Deactivate card'
export const deactivateText = (cardNo: string, name: string) =>
  `Deactivate card ${cardNo} (${name})? It can no longer be used for pickups. Its transactions stay in your history, and its remaining balance is refunded by your Account Manager.`

export const loadNotPrepaidText = (paymentOption: string) =>
  `Funds can be loaded online onto prepaid Salt Cards only. Your account is set up for ${paymentOption} billing, so your pickups are invoiced instead.`
export const loadNotPrepaidCallText =
  'To switch to a prepaid account, or with any question about your billing, call your Account Manager on our 24/7 hotline:'
export const loadNoCardsText = 'You have no active card to load. Request a card first.'
export const paymentProcessingText = 'Confirming your payment…'
export const paymentDeclinedTitle = 'Your payment did not go through'
export const paymentDeclinedText = 'No funds were loaded. You can try again with another card.'
export const paymentTicketInvalidText =
  'We could not confirm this payment: the confirmation link was changed or has expired. No funds were loaded. Please start again; if your card was charged, call our hotline.'
export const paymentFailedText =
  'We could not reach the payment service to confirm your payment. Please check your transactions before trying again.'

export const changePasswordDoneText =
  'Your password has been changed. You stay signed in here; every other session of your account has been signed out.'
export const wrongCurrentPasswordText = 'This is not your current password.'

export const transactionsEmptyText = 'No transactions match these filters.'
export const transactionsLoadingText = 'Loading transactions…'
export const transactionsFailedText = 'The transactions could not be loaded. Please try again.'

/** The errors a customer sees when a card action fails on the server. */
export const actionFailedText = (action: string, reason: string) => `${action} failed: ${reason}`
