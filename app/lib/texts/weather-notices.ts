import type { NoticeSeverity } from '../weather-notices.ts'

/** Texts of the weather notices in the storefront's urgent popup (spec 1); the shortage text itself is in auth.ts. */

export const noticeSeverityLabels: Record<NoticeSeverity, string> = {
  info: 'Notice',
  warning: 'Weather warning',
  severe: 'Severe weather',
}

export const weatherNoticesLabel = 'Weather notices'
export const supplyAlertLabel = 'Supply alert'
export const noticeYardsText = (names: readonly string[]) => `For ${names.join(', ')}`
export const noticeUntilText = (when: string) => `Until ${when}`
