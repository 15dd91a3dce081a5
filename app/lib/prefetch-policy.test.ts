import { describe, expect, it } from 'vitest'
import { mayPrefetch, readNetworkState } from './prefetch-policy.ts'

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
