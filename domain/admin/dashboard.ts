/** The admin sections that are queues of work arriving from customers, in the order the dashboard names them. */
export const queueSections = ['applications', 'listrequests', 'cardrequests'] as const
export type QueueSection = (typeof queueSections)[number]

/** New items waiting in each queue; a queue the caller's level cannot open has no entry. */
export type QueueCounts = Partial<Record<QueueSection, number>>

/** `GET /api/salt/admin/queue-counts`: the dashboard's queue counts alone, for the admin navigation. */
export interface QueueCountsAnswer {
  queues: QueueCounts
}

/**
 * What `GET /api/salt/admin/dashboard` answers; each part is present only when the caller's level may see it. The
 * admin navigation reads the same counts from `GET /api/salt/admin/queue-counts`, which answers them alone.
 */
export interface AdminDashboard {
  yards: DashboardYard[]
  /** Editors and up. */
  drafts?: DashboardDraft[]
  /** Things staff should look at, most urgent first. */
  attention: DashboardAttention[]
  queues: QueueCounts
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
  kind: 'todays-hours-override' | 'unpublished-yard' | 'dead-nav-postings' | QueueAttentionKind
  text: string
  /** The admin page that fixes it, without the /admin/ prefix's brand part resolved (e.g. locations/3). */
  section: 'locations' | 'tracktransactions' | QueueSection
  /** The record to open; absent when the item leads to a list (a queue to work through, or a filtered list). */
  id?: number
  /** The list's filter when the item leads to a list, e.g. `status=dead`. */
  query?: string
}

type QueueAttentionKind = 'new-applications' | 'new-list-requests' | 'new-card-requests'

const queueLines: Record<QueueSection, { kind: QueueAttentionKind; text: (count: number) => string }> = {
  applications: {
    kind: 'new-applications',
    text: (n) => `${n} new Salt Card ${n === 1 ? 'application waits' : 'applications wait'} for a decision.`,
  },
  listrequests: {
    kind: 'new-list-requests',
    text: (n) => `${n} new list ${n === 1 ? 'request waits' : 'requests wait'} for a call.`,
  },
  cardrequests: {
    kind: 'new-card-requests',
    text: (n) => `${n} new card ${n === 1 ? 'request waits' : 'requests wait'} to be fulfilled.`,
  },
}

/** "2 new Salt Card applications wait for a decision.": a queue's attention line, or none when it is empty. */
export function queueAttention(section: QueueSection, count: number): DashboardAttention | null {
  if (count === 0) return null
  const line = queueLines[section]
  return { kind: line.kind, text: line.text(count), section }
}

/** The opening-hours status texts: "OPEN…" while open; "CLOSED, OPENING AT …" opens again later today. */
export function classifyStatus(status: string): { openNow: boolean; closedToday: boolean } {
  const openNow = status.startsWith('OPEN')
  return { openNow, closedToday: !openNow && !status.startsWith('CLOSED, OPENING AT') }
}
