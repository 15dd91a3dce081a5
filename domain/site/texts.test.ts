import { describe, expect, it } from 'vitest'
import { myListCountText } from './texts.ts'

describe('myListCountText', () => {
  it('uses the plural for none', () => {
    expect(myListCountText(0)).toBe('0 items')
  })

  it('uses the singular for one', () => {
    expect(myListCountText(1)).toBe('1 item')
  })

  it('uses the plural for two and more', () => {
    expect(myListCountText(2)).toBe('2 items')
    expect(myListCountText(12)).toBe('12 items')
  })
})
