import { describe, expect, test } from 'vitest'
import { passesLuhn } from '#server/adapters/payments/luhn.ts'
import { cardNoFor, customerNoFor } from './numbers.ts'

describe('numbers of accounts staff create', () => {
  test('card numbers are 7001, an eleven-digit serial and a Luhn check digit', () => {
    expect(cardNoFor(4)).toBe('7001000000000046')
    for (const serial of [4, 57, 1234, 99_999_999_999]) {
      const cardNo = cardNoFor(serial)
      expect(cardNo).toMatch(/^7001\d{12}$/)
      expect(passesLuhn(cardNo)).toBe(true)
    }
  })

  test('a card number with one digit changed fails the check', () => {
    const cardNo = cardNoFor(42)
    const changed = `${cardNo.slice(0, 10)}${(Number(cardNo[10]) + 1) % 10}${cardNo.slice(11)}`
    expect(passesLuhn(changed)).toBe(false)
  })

  test('customer numbers are C and the serial', () => {
    expect(customerNoFor(100_003)).toBe('C100003')
  })
})
