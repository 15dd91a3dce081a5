/** Texts of My List submissions, shared by the popups and the server's mails; the original site's letter for letter. */

/** myListSubmission: the client sends it, and the server uses it for the sales mail whatever is sent. */
export const myListSubmissionSubject = '[DELIVERY REQUEST] made for My List items'

/** After a signed-in submission (one source: domain/content/thank-you-texts.ts). */
export {
  listSubmissionThankYouText as listLoginSubmittedText,
  orderThankYouText as listSubmittedText,
  thankYouTitle as listSubmittedTitle,
} from '#domain/content/thank-you-texts.ts'

/** newAccountListSubmission: the popup's title after a register submission. */
export const newAccountListTitle = 'Thank you for your request'
export const newAccountListText =
  'Your account request and your list were sent to an Account Manager, who will call you to set up your account and finalize your order.'

/** The sales mailbox's subjects for the other two ways to submit a list. */
export const listLoginSubject = (customerName: string, customerNo: string) =>
  `[DELIVERY REQUEST] My List items from ${customerName} (customer ${customerNo})`
export const newAccountListSubject = (company: string) => `New account request with My List: ${company}`

/** The customer's confirmation mail. */
export const listConfirmationSubject = (brandName: string) => `Your My List request with ${brandName}`

/** The sidebar's and /my-list page's own words; the original site's buttons letter for letter. */
export const myListTexts = {
  emptyCart: 'Empty Your Cart',
  goToCart: 'Go To Cart',
  browseProducts: 'Browse products',
  pageIntro:
    'The products you picked, ready to send as a delivery request. A representative calls you to confirm prices, quantities and the delivery day.',
  loading: 'Loading your list…',
  deliveryHeading: 'Delivery details (optional)',
  submit: 'Send my request',
  sending: 'Sending…',
  signInTitle: 'Sign in to send your list',
  registerTitle: 'New customer? Send your list',
  signInTab: 'I have an account',
  registerTab: 'I am a new customer',
  signInSubmit: 'Sign in and send my list',
  registerIntro:
    'Tell us who you are: an Account Manager sets up your account and calls you about your list.',
  registerSubmit: 'Send my list and application',
  networkError: 'The server could not be reached. Check your connection and try again: your list is kept.',
  serverError: 'Your request could not be sent just now. Please try again in a moment: your list is kept.',
  emptyListError: 'Your list is empty: add products before sending it.',
  unavailable: (names: string[]) =>
    `These items can no longer be requested as they are: ${names.join('; ')}. Remove or change them and send again.`,
  adminCannotSubmit: 'Staff accounts cannot send a list. Sign in with a customer account.',
}
