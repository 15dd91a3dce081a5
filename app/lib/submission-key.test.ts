import { describe, expect, it } from 'vitest'
import { keyForAttempt } from './submission-key.ts'

describe('keyForAttempt', () => {
  const list = [{ slug: 'rock-salt', unitName: 'tonne', quantity: 3 }]

  it('makes a random UUID for a first attempt', () => {
    const first = keyForAttempt(null, { list })
    expect(first.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(keyForAttempt(null, { list }).key).not.toBe(first.key)
  })

  it('reuses the key when the same body is sent again (a retry or a double click)', () => {
    const first = keyForAttempt(null, { list })
    expect(keyForAttempt(first, { list: [...list] })).toBe(first)
  })

  it('takes a new key when the body changed in between', () => {
    const first = keyForAttempt(null, { list })
    const changed = keyForAttempt(first, { list: [{ ...list[0], quantity: 4 }] })
    expect(changed.key).not.toBe(first.key)
  })
})
