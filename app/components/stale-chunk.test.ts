import { describe, expect, it } from 'vitest'
import { isStaleChunkError, mayReloadAgain, reloadGuardMs } from './stale-chunk.ts'

describe('isStaleChunkError', () => {
  it('recognises failed dynamic imports in each browser and failed CSS preloads', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://shop.example/assets/home-Bx1.js',
      'error loading dynamically imported module: https://shop.example/assets/home-Bx1.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/home-C3.css',
    ]) {
      expect(isStaleChunkError(new TypeError(message)), message).toBe(true)
    }
  })

  it('ignores other errors and non-errors', () => {
    expect(isStaleChunkError(new Error('Cannot read properties of undefined'))).toBe(false)
    expect(isStaleChunkError({ message: 'Failed to fetch dynamically imported module' })).toBe(false)
    expect(isStaleChunkError(null)).toBe(false)
  })
})

describe('mayReloadAgain', () => {
  const now = 1_750_000_000_000

  it('allows the first reload', () => {
    expect(mayReloadAgain(null, now)).toBe(true)
  })

  it('refuses a second reload within the guard time', () => {
    expect(mayReloadAgain(now - 1_000, now)).toBe(false)
    expect(mayReloadAgain(now - reloadGuardMs + 1, now)).toBe(false)
  })

  it('allows a reload again once the guard time has passed (a later deploy)', () => {
    expect(mayReloadAgain(now - reloadGuardMs, now)).toBe(true)
  })

  it('treats an unreadable or future mark as no mark', () => {
    expect(mayReloadAgain(Number.NaN, now)).toBe(true)
    expect(mayReloadAgain(now + 5_000, now)).toBe(true)
  })
})
