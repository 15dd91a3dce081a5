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
  kind:
    | 'todays-hours-override'
    | 'unpublished-yard'
    | 'dead-nav-postings'
    | 'new-applications'
    | 'new-list-requests'
  text: string
  /** The admin page that fixes it, without the /admin/ prefix's brand part resolved (e.g. locations/3). */
  section: 'locations' | 'tracktransactions' | 'applications' | 'listrequests'
  /** The record to open; absent when the item leads to a list (a queue to work through, or a filtered list). */
  id?: number
  /** The list's filter when the item leads to a list, e.g. `status=dead`. */
  query?: string
}

/** "2 new Salt Card applications wait for a decision.": a queue's attention line, or none when it is empty. */
export function queueAttention(
  kind: 'new-applications' | 'new-list-requests',
  count: number,
): DashboardAttention | null {
  if (count === 0) return null
  const text =
    kind === 'new-applications'
      ? `${count} new Salt Card ${count === 1 ? 'application waits' : 'applications wait'} for a decision.`
      : `${count} new list ${count === 1 ? 'request waits' : 'requests wait'} for a call.`
  return { kind, text, section: kind === 'new-applications' ? 'applications' : 'listrequests' }
}

/** The opening-hours status texts: "OPEN…" while open; "CLOSED, OPENING AT …" opens again later today. */
export function classifyStatus(status: string): { openNow: boolean; closedToday: boolean } {
  const openNow = status.startsWith('OPEN')
  return { openNow, closedToday: !openNow && !status.startsWith('CLOSED, OPENING AT') }
}
