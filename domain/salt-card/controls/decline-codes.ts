/**
 * Why the scale refused a pickup, as the API's stable codes. Each is answered with its own status and a short
 * text for the scale-house screen, recorded as a declined attempt and shown to the customer in words.
 */
export const controlDeclineCodes = [
  'yard_not_allowed',
  'product_not_allowed',
  'outside_hours',
  'pickup_tonnes_exceeded',
  'daily_tonnes_exceeded',
  'weekly_tonnes_exceeded',
  'daily_amount_exceeded',
  'weekly_amount_exceeded',
] as const
/** The card's controls: the account may allow one refused pickup past these (never past the others). */
export type ControlDeclineCode = (typeof controlDeclineCodes)[number]

export const declineCodes = [
  'card_suspended',
  'card_lost',
  ...controlDeclineCodes,
  'insufficient_funds',
] as const
export type DeclineCode = (typeof declineCodes)[number]

export const isControlDeclineCode = (code: string): code is ControlDeclineCode =>
  (controlDeclineCodes as readonly string[]).includes(code)

/** For the scale house's screen: short, and never the card's balance or limits. */
export const scaleDeclineTexts: Record<DeclineCode, string> = {
  card_suspended: 'This Salt Card is suspended by its owner.',
  card_lost: 'This Salt Card was reported lost or stolen. Keep it and call the office.',
  yard_not_allowed: 'This Salt Card may not pick up at this yard.',
  product_not_allowed: 'This Salt Card may not pick up this product.',
  outside_hours: 'This Salt Card may not pick up at this time.',
  pickup_tonnes_exceeded: 'More tonnes than this Salt Card allows in one pickup.',
  daily_tonnes_exceeded: 'More tonnes than this Salt Card allows in a day.',
  weekly_tonnes_exceeded: 'More tonnes than this Salt Card allows in a week.',
  daily_amount_exceeded: 'More money than this Salt Card allows in a day.',
  weekly_amount_exceeded: 'More money than this Salt Card allows in a week.',
  insufficient_funds: "The card's balance does not cover this pickup.",
}

/** For the account holder, in the declined attempts list and the alert mail. */
export const customerDeclineTexts: Record<DeclineCode, string> = {
  card_suspended: 'The card is suspended',
  card_lost: 'The card was reported lost or stolen',
  yard_not_allowed: 'Not allowed at this yard',
  product_not_allowed: 'Product not allowed',
  outside_hours: 'Outside the allowed hours',
  pickup_tonnes_exceeded: 'Over the tonnes allowed per pickup',
  daily_tonnes_exceeded: 'Over the tonnes allowed per day',
  weekly_tonnes_exceeded: 'Over the tonnes allowed per week',
  daily_amount_exceeded: 'Over the amount allowed per day',
  weekly_amount_exceeded: 'Over the amount allowed per week',
  insufficient_funds: 'The balance did not cover it',
}
