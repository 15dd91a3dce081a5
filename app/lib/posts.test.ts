import { describe, expect, it } from 'vitest'
import { listPageHref, pageCountFor, parsePageParam, postPath, torontoDate } from './posts.ts'

describe('parsePageParam', () => {
  it('reads an absent page as the first', () => {
    expect(parsePageParam(null)).toBe(1)
  })

  it('reads plain positive whole numbers', () => {
    expect(parsePageParam('1')).toBe(1)
    expect(parsePageParam('2')).toBe(2)
    expect(parsePageParam('140')).toBe(140)
  })

  it('refuses anything else, so no page has a second address', () => {
    for (const value of ['', '0', '-1', '01', '2abc', '1.5', ' 2', '2 ', '1e3', 'two', '9999999']) {
      expect(parsePageParam(value), JSON.stringify(value)).toBeNull()
    }
  })
})

describe('pageCountFor', () => {
  it('is at least one page, and rounds up', () => {
    expect(pageCountFor(0)).toBe(1)
    expect(pageCountFor(9)).toBe(1)
    expect(pageCountFor(10)).toBe(2)
    expect(pageCountFor(18)).toBe(2)
    expect(pageCountFor(19)).toBe(3)
    expect(pageCountFor(5, 2)).toBe(3)
  })
})

describe('torontoDate', () => {
  it('gives the day as the calendar in Toronto shows it, not in UTC', () => {
    // 02:30 UTC on Nov 16 is still the evening of Nov 15 in Toronto (EST, UTC−5).
    expect(torontoDate(new Date('2026-11-16T02:30:00Z'))).toBe('2026-11-15')
    expect(torontoDate(new Date('2026-11-16T05:00:00Z'))).toBe('2026-11-16')
    // In summer (EDT, UTC−4) midnight comes an hour earlier in UTC.
    expect(torontoDate(new Date('2026-07-01T03:59:00Z'))).toBe('2026-06-30')
    expect(torontoDate(new Date('2026-07-01T04:00:00Z'))).toBe('2026-07-01')
  })

  it('pads months and days (yyyy-MM-dd, spec 9)', () => {
    expect(torontoDate(new Date('2026-02-03T12:00:00Z'))).toBe('2026-02-03')
  })
})

describe('links', () => {
  it('gives page 1 the bare list path', () => {
    expect(listPageHref('/news', 1)).toBe('/news')
    expect(listPageHref('/news', 3)).toBe('/news?page=3')
  })

  it('puts blog posts under /blogs and news under /news', () => {
    expect(postPath('blog', 'salt-storage-tips')).toBe('/blogs/salt-storage-tips')
    expect(postPath('news', 'winter-yard-hours-2026')).toBe('/news/winter-yard-hours-2026')
  })
})
