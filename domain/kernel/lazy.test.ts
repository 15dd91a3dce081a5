import { describe, expect, it, vi } from 'vitest'
import { lazy } from './lazy.ts'

describe('lazy', () => {
  it('builds nothing until first asked, then the same value every time', () => {
    const make = vi.fn(() => ({ built: true }))
    const value = lazy(make)
    expect(make).not.toHaveBeenCalled()
    const first = value()
    expect(value()).toBe(first)
    expect(make).toHaveBeenCalledTimes(1)
  })

  it('keeps a made value that is falsy', () => {
    const make = vi.fn(() => 0)
    const value = lazy(make)
    expect([value(), value()]).toEqual([0, 0])
    expect(make).toHaveBeenCalledTimes(1)
  })
})
