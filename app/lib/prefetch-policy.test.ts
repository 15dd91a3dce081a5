import { describe, expect, it } from 'vitest'
import { mayPrefetch, pagesPerPrefetchRound, pagesToPrefetch, readNetworkState } from './prefetch-policy.ts'

describe('mayPrefetch', () => {
  it('prefetches online on a fast or unknown connection', () => {
    expect(mayPrefetch({ onLine: true })).toBe(true)
    expect(mayPrefetch({ onLine: true, effectiveType: '4g', saveData: false })).toBe(true)
    expect(mayPrefetch({ onLine: true, effectiveType: '3g' })).toBe(true)
  })

  it('skips when offline', () => {
    expect(mayPrefetch({ onLine: false })).toBe(false)
    expect(mayPrefetch({ onLine: false, effectiveType: '4g' })).toBe(false)
  })

  it('skips on 2g and slow-2g', () => {
    expect(mayPrefetch({ onLine: true, effectiveType: '2g' })).toBe(false)
    expect(mayPrefetch({ onLine: true, effectiveType: 'slow-2g' })).toBe(false)
  })

  it('skips with data-saver on', () => {
    expect(mayPrefetch({ onLine: true, effectiveType: '4g', saveData: true })).toBe(false)
  })
})

describe('readNetworkState', () => {
  it('reads the connection when the browser has one', () => {
    expect(readNetworkState({ onLine: true, connection: { effectiveType: '2g', saveData: true } })).toEqual({
      onLine: true,
      effectiveType: '2g',
      saveData: true,
    })
  })

  it('leaves the connection facts out where the browser has no Network Information API', () => {
    const state = readNetworkState({ onLine: false })
    expect(state).toEqual({ onLine: false, effectiveType: undefined, saveData: undefined })
    expect(mayPrefetch({ ...state, onLine: true })).toBe(true)
  })
})

describe('pagesToPrefetch', () => {
  const fast = { onLine: true, effectiveType: '4g' }
  const none = new Set<string>()

  it('takes only pages of links on screen, in page order, at most a round at a time', () => {
    const navigation = ['/products', '/location', '/news', '/about', '/contact']
    expect(pagesPerPrefetchRound).toBeLessThan(navigation.length)
    expect(pagesToPrefetch({ visiblePages: navigation, requested: none, network: fast })).toEqual(
      navigation.slice(0, pagesPerPrefetchRound),
    )
    expect(pagesToPrefetch({ visiblePages: ['/faq'], requested: none, network: fast })).toEqual(['/faq'])
    expect(pagesToPrefetch({ visiblePages: [], requested: none, network: fast })).toEqual([])
  })

  it('counts a page once however many links on screen name it', () => {
    const visiblePages = ['/products', '/products', '/products', '/location']
    expect(pagesToPrefetch({ visiblePages, requested: none, network: fast }, 2)).toEqual([
      '/products',
      '/location',
    ])
  })

  it('skips pages prefetched already, so a later round or a link scrolled into view takes the next ones', () => {
    const visiblePages = ['/products', '/location', '/news', '/about']
    const requested = new Set(['/products', '/location'])
    expect(pagesToPrefetch({ visiblePages, requested, network: fast }, 2)).toEqual(['/news', '/about'])
    expect(pagesToPrefetch({ visiblePages, requested: new Set(visiblePages), network: fast }, 2)).toEqual([])
  })

  it('prefetches nothing offline, on 2g or with data-saver', () => {
    const visiblePages = ['/products']
    for (const network of [
      { onLine: false },
      { onLine: true, effectiveType: 'slow-2g' },
      { onLine: true, effectiveType: '4g', saveData: true },
    ])
      expect(pagesToPrefetch({ visiblePages, requested: none, network })).toEqual([])
  })
})
