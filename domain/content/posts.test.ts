import { describe, expect, it } from 'vitest'
import { listPageHref, pageCountFor, parsePageParam, postPath } from './posts.ts'

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
