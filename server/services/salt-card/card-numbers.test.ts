import { describe, expect, it } from 'vitest'
import { cardNumberAfter, cardNumbersAfter, firstCardNumber } from './card-numbers.ts'

describe('cardNumberAfter', () => {
  it('continues the seed’s series (…17, …25, …33) by 8', () => {
    expect(cardNumberAfter(null)).toBe(firstCardNumber)
    expect(cardNumberAfter('7001000000000017')).toBe('7001000000000025')
    expect(cardNumberAfter('7001000000000025')).toBe('7001000000000033')
    expect(cardNumberAfter('7001000000000033')).toBe('7001000000000041')
  })

  it('carries across digits without losing precision (past 2^53)', () => {
    expect(cardNumberAfter('7001000000000095')).toBe('7001000000000103')
    expect(cardNumberAfter('7001999999999990')).toBe('7001999999999998')
  })

  it('refuses a number outside the series and a series that is used up', () => {
    expect(() => cardNumberAfter('7002000000000017')).toThrow(RangeError)
    expect(() => cardNumberAfter('700100000000017')).toThrow(RangeError)
    expect(() => cardNumberAfter('7001999999999995')).toThrow(RangeError)
  })
})

describe('cardNumbersAfter', () => {
  it('gives as many distinct numbers as asked, in order', () => {
    expect(cardNumbersAfter('7001000000000033', 3)).toEqual([
      '7001000000000041',
      '7001000000000049',
      '7001000000000057',
    ])
    expect(cardNumbersAfter(null, 0)).toEqual([])
  })
})
