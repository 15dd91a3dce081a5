import type { AlertColour } from './cap-alert.ts'

/** Texts of ECCC's alerts in the shop (ADR 0033): /admin/weather, the dashboard, notices drafted from alerts. */

export const alertsHeading = 'Environment Canada alerts'
export const alertsIntroText =
  'Alerts in force for your yards, read from Environment Canada. Nothing is published until you act, unless red alerts publish automatically for a yard.'
export const noAlertsText = 'No Environment Canada alert covers your yards now.'
export const draftNoticeLabel = 'Draft a notice'
export const stormFromAlertLabel = 'Start storm mode'
export const autoPublishedText = 'Notice published automatically'
export const autoPublishHeading = 'Publish red alerts automatically'
export const autoPublishHint =
  'For the yards ticked here, a red alert publishes its notice at once, without a person. Orange and yellow alerts always wait for you.'

export const alertColourLabels: Record<AlertColour, string> = {
  yellow: 'Yellow',
  orange: 'Orange',
  red: 'Red',
}
export const noColourLabel = 'Statement'

/** "Winter storm warning in effect": ECCC writes headlines in lower case. */
export const sentenceCase = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

export const alertWindowText = (from: string, until: string) => `${from} until ${until}`
export const alertYardsText = (yards: readonly string[]) => `Yards: ${yards.join(', ')}`
export const dashboardAlertLine = (headline: string, colour: string, yards: readonly string[]) =>
  `${colour} ${headline}: ${yards.join(', ')}`

/** The draft notice's message; staff edit it before publishing. */
export const alertNoticeMessage = (event: string, areas: readonly string[], until: string) =>
  `Environment Canada has issued a ${event} alert for ${areas.join('; ')} until ${until}. ` +
  'Roads may be difficult: check your yard’s hours before you drive.'
