import { expect, test } from 'vitest'
import { passesLuhn } from './luhn.ts'

test('the sandbox test cards and well-known test numbers pass', () => {
  for (const number of [
    '4242424242424242',
    '4000000000000002',
    '4000000000009995',
    '5555555555554444',
    '378282246310005',
  ]) {
    expect(passesLuhn(number)).toBe(true)
  }
})

test('one wrong digit, swapped digits or anything but digits fail', () => {
  for (const number of [
    '4242424242424241',
    '4242424242424224',
    '4242 4242 4242 4242',
    '',
    'abcd',
    '42424242424242a2',
  ]) {
    expect(passesLuhn(number)).toBe(false)
  }
})
