import type { NoticeSeverity } from './notices.ts'

/** Texts of the storefront's urgent popup: the shortage notice and the weather notices shown in it. */

/** The urgent notice of the original site (a road salt shortage in Ontario). */
export const urgentNoticeTitle = 'Urgent Notice'
export const urgentNoticeText = [
  'Ontario is facing a road salt shortage this winter. Supply across the province is tight, and pricing may be affected at short notice.',
  'Please plan your orders early and call our 24/7 hotline to confirm availability and current prices before you pick up or book a delivery.',
]

export const noticeSeverityLabels: Record<NoticeSeverity, string> = {
  info: 'Notice',
  warning: 'Weather warning',
  severe: 'Severe weather',
}

export const weatherNoticesLabel = 'Weather notices'
export const supplyAlertLabel = 'Supply alert'
export const noticeYardsText = (names: readonly string[]) => `For ${names.join(', ')}`
export const noticeUntilText = (when: string) => `Until ${when}`
