/**
 * Words beside the highlighted fields of the public forms (WCAG 3.3.1, ADR 0021). Only the schemas use them, and they
 * load when a visitor first works with a form; texts.ts is in the pages' first load.
 */
export const phoneText = 'Enter a phone number.'
export const phoneAreaCodeText = 'Enter a phone number with its area code.'
export const postalCodeText = 'Enter a postal code like L4G 3V6.'
export const quantityText = 'Enter a quantity.'
export const largeQuantityText = 'For more than 100,000 units, call Sales.'
export const deliveryWindowText = 'The latest date cannot come before the earliest.'
