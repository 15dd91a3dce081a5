/** What `GET /api/salt/admin/dashboard` answers; each part is present only when the caller's level may see it. */
export interface AdminDashboard {
  yards: DashboardYard[]
  /** Editors and up. */
  drafts?: DashboardDraft[]
  /** Things staff should look at, most urgent first. */
  attention: DashboardAttention[]
}

export interface DashboardYard {
  id: number
  name: string
  status: string
  openNow: boolean
  /** Closed now and not opening again before tomorrow. */
  closedToday: boolean
  published: boolean
}

export interface DashboardDraft {
  kind: 'news' | 'blog' | 'product'
  id: number
  title: string
  /** ISO time a scheduled post goes live; absent for drafts. */
  scheduledFor?: string
  updatedAt: string
}

export interface DashboardAttention {
  kind: 'todays-hours-override' | 'unpublished-yard' | 'dead-nav-postings'
  text: string
  /** The admin page that fixes it, without the /admin/ prefix's brand part resolved (e.g. locations/3). */
  section: 'locations' | 'tracktransactions'
  /** The record to open; absent when the item leads to a filtered list. */
  id?: number
  /** The list's filter when the item leads to a list, e.g. `status=dead`. */
  query?: string
}

/** Spec 4's status texts: "OPEN…" while open; "CLOSED, OPENING AT …" opens again later today. */
export function classifyStatus(status: string): { openNow: boolean; closedToday: boolean } {
  const openNow = status.startsWith('OPEN')
  return { openNow, closedToday: !openNow && !status.startsWith('CLOSED, OPENING AT') }
}
