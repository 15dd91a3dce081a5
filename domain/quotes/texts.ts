import type { DeliveryWindow } from './schemas.ts'

/** The customer- and staff-facing words of quotes (ADR 0032), one place for each. */

export const deliverySlots = ['morning', 'afternoon', 'range'] as const
export type DeliverySlot = (typeof deliverySlots)[number]

export const deliverySlotLabels: Record<DeliverySlot, string> = {
  morning: 'Morning (7 am to noon)',
  afternoon: 'Afternoon (noon to 5 pm)',
  range: 'A time range',
}

export const quoteFieldTexts = {
  amount: 'Enter an amount in dollars and cents.',
  amountTooLarge: 'Enter at most $1,000,000.',
  quantity: 'Enter a quantity above zero.',
  quantityTooLarge: 'Enter at most 100,000.',
  quantityDecimals: 'Use at most three decimals.',
  clockTime: 'Enter a time written HH:MM (24-hour).',
  rangeOrder: 'The end time comes before the start time.',
  day: 'Use a day written yyyy-MM-dd.',
  slot: 'Choose morning, afternoon or a time range.',
  notPast: 'Choose today or a later day.',
  noLines: 'Add at least one line.',
  payment: 'Choose how to pay.',
} as const

export const quoteStatuses = ['sent', 'changes-requested', 'accepted'] as const
export type QuoteStatus = (typeof quoteStatuses)[number]

/** What the customer's list and page call a request's state, newest state first. */
export const requestStateLabels = {
  waiting: 'Waiting for a quote',
  sent: 'Quote sent',
  expired: 'Quote expired',
  'changes-requested': 'Changes asked for',
  accepted: 'Accepted',
} as const
export type RequestState = keyof typeof requestStateLabels

export const quoteConflictTexts = {
  expired: 'This quote has expired. Ask for changes and we will send you a new version.',
  superseded: 'A newer version of this quote was sent. Read the latest version before you accept it.',
  accepted: 'This quote was accepted already.',
  revisedMeanwhile: 'Someone saved a newer version of this quote meanwhile. Reload to see it.',
  waitingForAccount: 'This quote waits for the Salt Card application to be approved.',
  onAccountPrepaid: 'Your account is prepaid: pay from a Salt Card.',
  cardNotUsable: 'Choose one of your active Salt Cards.',
} as const

export const quoteNotFoundText = 'This request does not exist.'

export const requestsPageTitle = 'Requests and orders'
export const requestsIntroText =
  'Your delivery requests from My List, the quotes we sent for them and the orders you accepted, newest first.'
export const noRequestsText = 'You have sent no delivery requests yet. Send one from My List.'
export const acceptedText = 'Thank you: your order is confirmed. We will let you know when it is scheduled.'
export const changesSentText = 'Your message is sent. We will send you a new version of the quote.'

export function deliveryWindowText(window: DeliveryWindow): string {
  if (window.slot === 'range') return `${window.date}, ${window.from} to ${window.to}`
  return `${window.date}, ${window.slot === 'morning' ? 'morning (7 am to noon)' : 'afternoon (noon to 5 pm)'}`
}

export const quoteMailSubject = (brandName: string, requestId: number, version: number) =>
  version === 1
    ? `Your ${brandName} quote for request #${requestId}`
    : `Your ${brandName} quote for request #${requestId}, version ${version}`
