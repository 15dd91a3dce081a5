import type { AlertDelivery, AlertKind } from './alerts.ts'

/** The alert preferences' words (ADR 0029), for the page and the API's refusals. */
export const alertsPageTitle = 'Alerts'

export const alertKindNames: Record<AlertKind, string> = {
  pickup: 'Every pickup',
  declined: 'Declined pickups',
  lowBalance: 'Low balance',
  autoload: 'Autoload results',
  controls: 'Card controls changed, suspended, resumed or lost',
}

export const alertKindHints: Record<AlertKind, string> = {
  pickup: 'A mail for each pickup booked at a scale, with a link to its e-ticket.',
  declined: 'When a scale refuses one of the cards.',
  lowBalance: 'When a pickup takes a card below the account’s low-balance threshold.',
  autoload: 'Top-up receipts, declined or skipped top-ups.',
  controls: 'When someone changes a card’s controls, suspends or resumes it, or reports it lost.',
}

export const alertDeliveryNames: Record<AlertDelivery, string> = {
  now: 'At once: one mail per alert',
  daily: 'Daily digest: one mail each morning at 6:00 (Toronto) with the day’s alerts',
}

export const driverAlertsNote = 'As a driver, you get alerts only for the cards assigned to you.'

export const alertsSavedText = 'Your alert choices are saved.'

export const alertsNotForRoleText = 'Your role does not receive these alerts.'

export const alertKindsNotForRoleText = (names: string[]) =>
  names.length ? `Your role does not receive: ${names.join(', ')}.` : alertsNotForRoleText

export const digestSubject = (count: number) =>
  `Your Salt Card alerts of the last day: ${count} alert${count === 1 ? '' : 's'}`
