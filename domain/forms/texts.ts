import type { FormKind } from '#domain/kernel/enums.ts'

/** Texts of the public forms and their thank-you pages; the original site's are kept letter for letter. */

/** Where each form lands once the request is stored. */
export const thankYouPaths: Readonly<Record<FormKind, string>> = {
  contact: '/thankyou/general',
  contactSales: '/thankyou/general',
  becomeDealer: '/thankyou/general',
  quickOrder: '/thankyou',
}

/** The forms' names, in page titles and in the mails about them. */
export const formTitles: Readonly<Record<FormKind, string>> = {
  contact: 'Contact us',
  contactSales: 'Contact Sales',
  becomeDealer: 'Become a Dealer',
  quickOrder: 'Quick Order Salt',
}

export const submitLabels: Readonly<Record<FormKind, string>> = {
  contact: 'Send message',
  contactSales: 'Send to Sales',
  becomeDealer: 'Apply to become a dealer',
  quickOrder: 'Request my order',
}

/** Field labels per form: the same words on the page and in the mail to the sales mailbox. */
export const formFieldLabels = {
  contact: { name: 'Name', email: 'Email', phone: 'Phone', message: 'Message' },
  contactSales: {
    name: 'Name',
    company: 'Company',
    email: 'Email',
    phone: 'Phone',
    interest: 'I am interested in',
    message: 'Message',
  },
  becomeDealer: {
    company: 'Company',
    contactName: 'Contact name',
    email: 'Email',
    phone: 'Phone',
    address: 'Street address',
    city: 'City',
    postalCode: 'Postal code',
    storageCapacity: 'Yard / storage capacity',
    message: 'Tell us about your business',
  },
  quickOrder: {
    name: 'Name',
    company: 'Company',
    email: 'Email',
    phone: 'Phone',
    productGroup: 'Product group',
    product: 'Product or notes',
    quantity: 'Quantity',
    unit: 'Unit',
    deliveryAddress: 'Delivery address',
    city: 'City',
    postalCode: 'Postal code',
    preferredFrom: 'Deliver no earlier than',
    preferredTo: 'Deliver no later than',
    notes: 'Site notes',
  },
} as const satisfies Record<FormKind, Record<string, string>>

/** Said once, politely, after a refused submission; each field's own words are tied to the field. */
export const fieldsToCheckText = (labels: readonly string[]) => `Please check: ${labels.join(', ')}.`

export const requiredFieldsNote = 'Fields marked * are required.'
export const sendingText = 'Sending…'

/** Our additions beside the red borders of invalid fields: nobody guesses a rate limit or a lost connection from them. */
export function tooManyRequestsText(retryAfterSeconds: number | null): string {
  const minutes = Math.max(1, Math.ceil((retryAfterSeconds ?? 600) / 60))
  return `You have sent several requests in a short time. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again, or call our 24/7 hotline.`
}
export const networkErrorText =
  'Your request could not be sent: the connection to our server failed. Check your connection and try again.'
export const serverErrorText =
  'Something went wrong on our side and your request was not sent. Please try again in a moment, or call our 24/7 hotline.'

/** The fixed confirmation mailed to whoever submitted a form; it never repeats what they typed. */
export function confirmationMailTexts(input: {
  brandName: string
  kind: FormKind
  date: string
  hotline: string
}): { subject: string; paragraphs: string[] } {
  const { brandName, kind, date, hotline } = input
  const next =
    kind === 'quickOrder'
      ? `A ${brandName} representative will call you to finalize your order.`
      : 'A member of our team will get back to you within one business day.'
  return {
    subject: `${brandName}: we received your request`,
    paragraphs: [
      'Hello,',
      `Thank you for contacting ${brandName}. We received your "${formTitles[kind]}" request on ${date}.`,
      next,
      `If it is urgent, call our 24/7 hotline at ${hotline}.`,
      'If you did not send this request, you can ignore this message.',
    ],
  }
}
