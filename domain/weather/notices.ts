/**
 * Weather notices as the storefront sees them (GET /api/salt/notices) and the rules of the urgent popup that shows
 * them. Pure and free of zod, so it costs the public bundle next to nothing.
 */

export const noticeSeverities = ['info', 'warning', 'severe'] as const
export type NoticeSeverity = (typeof noticeSeverities)[number]

/** A yard a notice concerns. */
export interface NoticeYard {
  slug: string
  name: string
}

export interface PublicNotice {
  id: number
  /** Raised by every edit: a visitor who dismissed version 1 sees version 2 again. */
  version: number
  title: string
  message: string
  severity: NoticeSeverity
  /** null: every yard. */
  yards: NoticeYard[] | null
  startsAt: string
  endsAt: string
}

/** What GET /api/salt/notices answers: the notices active at the server's `now`, newest first. */
export interface PublicNoticesAnswer {
  notices: PublicNotice[]
  now: string
}

export type NoticePhase = 'upcoming' | 'active' | 'ended'

/** A notice is shown from its start (inclusive) until its end (exclusive). */
export function noticePhase(notice: { startsAt: string; endsAt: string }, now: number): NoticePhase {
  if (now < Date.parse(notice.startsAt)) return 'upcoming'
  return now < Date.parse(notice.endsAt) ? 'active' : 'ended'
}

export const activeNotices = <T extends { startsAt: string; endsAt: string }>(
  notices: readonly T[],
  now: number,
) => notices.filter((notice) => noticePhase(notice, now) === 'active')

/** The soonest end among `notices` after `now`: when the list shown next changes by itself. */
export function nextNoticeEnd(notices: readonly { endsAt: string }[], now: number): number | undefined {
  const ends = notices.map((notice) => Date.parse(notice.endsAt)).filter((end) => end > now)
  return ends.length > 0 ? Math.min(...ends) : undefined
}

/**
 * The soonest start or end among `notices` after `now`: when the active ones change by themselves, so a page that
 * shows them is kept no longer (the page cache).
 */
export function nextNoticeChange(
  notices: readonly { startsAt: string; endsAt: string }[],
  now: number,
): number {
  const bounds = notices
    .flatMap((notice) => [Date.parse(notice.startsAt), Date.parse(notice.endsAt)])
    .filter((bound) => bound > now)
  return Math.min(Infinity, ...bounds)
}

/** Newest first: the latest start, then the latest created. */
export const newestFirst = (a: PublicNotice, b: PublicNotice) =>
  Date.parse(b.startsAt) - Date.parse(a.startsAt) || b.id - a.id

/**
 * The notices a page concerns. A notice for every yard concerns every page. A notice for some yards concerns those
 * yards' pages and the list of locations, where a visitor chooses a yard, and no other page: the popup is modal,
 * and a contractor reading about Niagara's hours should not be stopped by news of the Oshawa dock.
 */
export function noticesForPage<T extends Pick<PublicNotice, 'yards'>>(
  notices: readonly T[],
  pathname: string,
): T[] {
  const path = pathname.replace(/\/+$/, '') || '/'
  if (path === '/location') return [...notices]
  const yard = /^\/location\/([^/]+)$/.exec(path)?.[1]
  return notices.filter(
    (notice) => notice.yards === null || notice.yards.some((candidate) => candidate.slug === yard),
  )
}

/** What a visitor's dismissal remembers: the notice and the version they saw. */
export const dismissalKey = (notice: Pick<PublicNotice, 'id' | 'version'>) => `${notice.id}:${notice.version}`

export const notDismissed = <T extends Pick<PublicNotice, 'id' | 'version'>>(
  notices: readonly T[],
  dismissed: ReadonlySet<string>,
) => notices.filter((notice) => !dismissed.has(dismissalKey(notice)))
