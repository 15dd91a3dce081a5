import { describe, expect, test } from 'vitest'
import { centsToDecimal, lowBalanceTransition, maxCents, nextBalance, signedAmount } from './ledger-math.ts'

describe('nextBalance', () => {
  test('adds loads and subtracts pickups in whole cents', () => {
    expect(nextBalance(0, 125_000)).toEqual({ ok: true, balanceAfterCents: 125_000 })
    expect(nextBalance(125_000, -48_050)).toEqual({ ok: true, balanceAfterCents: 76_950 })
  })

  test('a debit may take the balance to exactly zero, not one cent below', () => {
    expect(nextBalance(10_000, -10_000)).toEqual({ ok: true, balanceAfterCents: 0 })
    expect(nextBalance(10_000, -10_001)).toEqual({ ok: false, reason: 'insufficient-funds' })
    expect(nextBalance(0, -1)).toEqual({ ok: false, reason: 'insufficient-funds' })
  })

  test('zero, fractional, unsafe and oversized amounts are refused', () => {
    for (const amount of [
      0,
      0.5,
      -12.25,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      maxCents + 1,
      -(maxCents + 1),
    ]) {
      expect(nextBalance(1_000, amount)).toEqual({ ok: false, reason: 'invalid-amount' })
    }
  })

  test('a balance past what the integer column holds is refused rather than overflowing', () => {
    expect(nextBalance(maxCents - 5, 5)).toEqual({ ok: true, balanceAfterCents: maxCents })
    expect(nextBalance(maxCents - 5, 6)).toEqual({ ok: false, reason: 'balance-limit' })
  })
})

test('signedAmount: loads positive, pickups negative', () => {
  expect(signedAmount('load', 5_000)).toBe(5_000)
  expect(signedAmount('pickup', 5_000)).toBe(-5_000)
})

describe('lowBalanceTransition (threshold $200)', () => {
  const thresholdCents = 20_000
  test('crossing below sends the alert once and marks the card', () => {
    expect(
      lowBalanceTransition({ beforeCents: 25_000, afterCents: 19_999, thresholdCents, alerted: false }),
    ).toEqual({ sendAlert: true, alerted: true })
    expect(
      lowBalanceTransition({ beforeCents: 20_000, afterCents: 0, thresholdCents, alerted: false }),
    ).toEqual({
      sendAlert: true,
      alerted: true,
    })
  })

  test('staying below, or crossing again while still marked, sends nothing', () => {
    expect(
      lowBalanceTransition({ beforeCents: 19_000, afterCents: 5_000, thresholdCents, alerted: true }),
    ).toEqual({
      sendAlert: false,
      alerted: true,
    })
    expect(
      lowBalanceTransition({ beforeCents: 19_000, afterCents: 5_000, thresholdCents, alerted: false }),
    ).toEqual({
      sendAlert: false,
      alerted: false,
    })
    expect(
      lowBalanceTransition({ beforeCents: 30_000, afterCents: 5_000, thresholdCents, alerted: true }),
    ).toEqual({
      sendAlert: false,
      alerted: true,
    })
  })

  test('rising to the threshold or above re-arms the alert', () => {
    expect(
      lowBalanceTransition({ beforeCents: 5_000, afterCents: 20_000, thresholdCents, alerted: true }),
    ).toEqual({
      sendAlert: false,
      alerted: false,
    })
    expect(
      lowBalanceTransition({ beforeCents: 25_000, afterCents: 21_000, thresholdCents, alerted: false }),
    ).toEqual({ sendAlert: false, alerted: false })
  })
})

test('centsToDecimal writes dollars with two decimals and no grouping', () => {
  expect(centsToDecimal(0)).toBe('0.00')
  expect(centsToDecimal(5)).toBe('0.05')
  expect(centsToDecimal(125_000)).toBe('1250.00')
  expect(centsToDecimal(-48_050)).toBe('-480.50')
  expect(centsToDecimal(-7)).toBe('-0.07')
  expect(centsToDecimal(maxCents)).toBe('21474836.47')
})
