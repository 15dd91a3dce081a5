/**
 * The original site's success messages, letter for letter (docs/product.md): every thank-you page and popup takes its
 * text from here.
 */

export const thankYouTitle = 'Thank you'

/** After an order or list request that a representative follows up by phone (/thankyou, My List). */
export const orderThankYouText = (brandName: string) =>
  `Your request has been successfully submitted. A ${brandName} representative will call you to finalize your order.`

/** After a signed-out My List submission with sign-in (list-submission). */
export const listSubmissionThankYouText =
  'Your request has been successfully submitted. A representative will call you to finalize your order.'

/** After a request confirmed by e-mail: contact forms (/thankyou/general), more cards. */
export const requestSubmittedText =
  'Your request has been successfully submitted. Please check your email for further confirmation.'

/** After funds were loaded onto a card. */
export const fundsLoadedText =
  'Funds have been loaded onto your Salt Card. Your balance has now been updated. Please check your email for further confirmation.'
