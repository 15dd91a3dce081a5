import { describe, expect, test } from 'vitest'
import {
  type PublicNotice,
  activeNotices,
  dismissalKey,
  newestFirst,
  nextNoticeChange,
  nextNoticeEnd,
  notDismissed,
  noticePhase,
  noticesForPage,
} from './notices.ts'

const notice = (id: number, fields: Partial<PublicNotice> = {}): PublicNotice => ({
  id,
  version: 1,
  title: `Notice ${id}`,
  message: 'Roads are glazed.',
  severity: 'warning',
  yards: null,
  startsAt: '2026-12-14T12:00:00.000Z',
  endsAt: '2026-12-15T12:00:00.000Z',
  ...fields,
})
const at = (iso: string) => Date.parse(iso)

describe('a notice’s window', () => {
  test('shows from its start, inclusive, to its end, exclusive', () => {
    const shown = notice(1)
    expect(noticePhase(shown, at('2026-12-14T11:59:59.999Z'))).toBe('upcoming')
    expect(noticePhase(shown, at('2026-12-14T12:00:00.000Z'))).toBe('active')
    expect(noticePhase(shown, at('2026-12-15T11:59:59.999Z'))).toBe('active')
    expect(noticePhase(shown, at('2026-12-15T12:00:00.000Z'))).toBe('ended')
  })

  test('the active ones at an instant, and the soonest end still to come', () => {
    const notices = [
      notice(1),
      notice(2, { endsAt: '2026-12-14T18:00:00.000Z' }),
      notice(3, { startsAt: '2026-12-16T00:00:00.000Z', endsAt: '2026-12-17T00:00:00.000Z' }),
    ]
    expect(activeNotices(notices, at('2026-12-14T13:00:00Z')).map((shown) => shown.id)).toEqual([1, 2])
    expect(nextNoticeEnd(notices, at('2026-12-14T13:00:00Z'))).toBe(at('2026-12-14T18:00:00Z'))
    expect(nextNoticeEnd(notices.slice(0, 2), at('2026-12-15T12:00:00Z'))).toBeUndefined()
  })

  test('the next start or end still to come, so a page showing the active ones is kept no longer', () => {
    const notices = [
      notice(1),
      notice(2, { startsAt: '2026-12-16T00:00:00.000Z', endsAt: '2026-12-17T00:00:00.000Z' }),
    ]
    expect(nextNoticeChange(notices, at('2026-12-14T13:00:00Z'))).toBe(at('2026-12-15T12:00:00Z'))
    expect(nextNoticeChange(notices, at('2026-12-15T13:00:00Z'))).toBe(at('2026-12-16T00:00:00Z'))
    expect(nextNoticeChange(notices, at('2026-12-17T00:00:00Z'))).toBe(Infinity)
  })

  test('newest first: the latest start, then the latest created', () => {
    const sorted = [notice(1), notice(2, { startsAt: '2026-12-14T15:00:00.000Z' }), notice(3)].sort(
      newestFirst,
    )
    expect(sorted.map((shown) => shown.id)).toEqual([2, 3, 1])
  })
})

describe('which pages a notice concerns', () => {
  const everyYard = notice(1)
  const niagara = notice(2, { yards: [{ slug: 'niagara-region', name: 'Niagara Region' }] })
  const twoYards = notice(3, {
    yards: [
      { slug: 'oakville', name: 'Oakville' },
      { slug: 'toronto', name: 'Toronto' },
    ],
  })
  const all = [everyYard, niagara, twoYards]
  const ids = (pathname: string) => noticesForPage(all, pathname).map((shown) => shown.id)

  test('a notice for every yard concerns every page', () => {
    expect(ids('/')).toEqual([1])
    expect(ids('/products/bulk-salt')).toEqual([1])
  })

  test('a notice for some yards: their pages and the list of locations, not other yards', () => {
    expect(ids('/location/niagara-region')).toEqual([1, 2])
    expect(ids('/location/toronto/')).toEqual([1, 3])
    expect(ids('/location/kitchener')).toEqual([1])
    expect(ids('/location')).toEqual([1, 2, 3])
    expect(ids('/location/')).toEqual([1, 2, 3])
  })
})

describe('dismissals', () => {
  test('are per notice and version: an edited notice shows again', () => {
    const dismissed = new Set([dismissalKey(notice(1)), dismissalKey(notice(2))])
    const edited = notice(2, { version: 2 })
    expect(notDismissed([notice(1), edited, notice(3)], dismissed).map((shown) => shown.id)).toEqual([2, 3])
  })
})
