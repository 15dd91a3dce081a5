import { describe, expect, test } from 'vitest'
import { sandboxOutcome, validateCardForm } from './sandbox-cards.ts'

const now = new Date('2026-11-21T15:00:00Z')
const good = { cardNumber: '4242 4242 4242 4242', expiry: '12/28', cvc: '123', nameOnCard: 'Pat Plower' }

describe('validateCardForm', () => {
  test('a good form gives the digits without spaces or dashes', () => {
    expect(validateCardForm(good, now)).toEqual({ ok: true, digits: '4242424242424242' })
    expect(validateCardForm({ ...good, cardNumber: '4242-4242-4242-4242', expiry: '11 / 26' }, now)).toEqual({
      ok: true,
      digits: '4242424242424242',
    })
  })

  test('a number failing Luhn, too short or not digits is refused', () => {
    for (const cardNumber of ['4242 4242 4242 4241', '4242', '4242 abcd 4242 4242', '']) {
      const result = validateCardForm({ ...good, cardNumber }, now)
      expect(result.ok).toBe(false)
      expect(!result.ok && result.errors.cardNumber).toBeTruthy()
    }
  })

  test('expiry must be MM/YY, a real month, and not before this month', () => {
    expect(validateCardForm({ ...good, expiry: '10/26' }, now)).toEqual({
      ok: false,
      errors: { expiry: 'This card has expired.' },
    })
    for (const expiry of ['13/27', '00/27', '1227', '12-27', '']) {
      expect(validateCardForm({ ...good, expiry }, now)).toEqual({
        ok: false,
        errors: { expiry: 'Enter the expiry date as MM/YY.' },
      })
    }
  })

  test('CVC and name are required; every bad field is named at once', () => {
    expect(validateCardForm({ cardNumber: '1', expiry: 'x', cvc: '12', nameOnCard: ' ' }, now)).toEqual({
      ok: false,
      errors: {
        cardNumber: expect.any(String),
        expiry: expect.any(String),
        cvc: 'Enter the 3 or 4 digits on the back of the card.',
        nameOnCard: 'Enter the name as it is printed on the card.',
      },
    })
  })
})

test('the sandbox decides by test card; other valid numbers are approved', () => {
  expect(sandboxOutcome('4242424242424242')).toEqual({ status: 'approved' })
  expect(sandboxOutcome('4000000000000002')).toEqual({
    status: 'declined',
    reason: 'Your card was declined.',
  })
  expect(sandboxOutcome('4000000000009995')).toEqual({
    status: 'declined',
    reason: 'Your card was declined: insufficient funds.',
  })
  expect(sandboxOutcome('5555555555554444')).toEqual({ status: 'approved' })
})
