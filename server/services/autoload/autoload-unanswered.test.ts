import { describe, expect, test } from 'vitest'
import type { ChargeLookup } from '#server/adapters/payments/gateway.ts'
import {
  idempotencyWindowMs,
  lastChargeSentBeforeMs,
  nextTryAt,
  resumeUnanswered,
} from './autoload-unanswered.ts'

const startedAt = new Date('2026-11-27T12:00:00Z')
const after = (ms: number) => new Date(startedAt.getTime() + ms)
const hour = 60 * 60_000
const approved: ChargeLookup = {
  found: 'settled',
  charge: { status: 'approved', paymentId: 'pi_1', amountCents: 50_000 },
}
const none: ChargeLookup = { found: 'none' }

describe('resumeUnanswered', () => {
  test('a charge found decided is settled, even long after the window', () => {
    for (const at of [after(60_000), after(2 * idempotencyWindowMs)])
      expect(resumeUnanswered(approved, { startedAt, tries: 3 }, at)).toEqual({
        next: 'settle',
        charge: approved.charge,
      })
  })

  test('one still processing is waited for, never charged again', () => {
    const at = after(hour)
    expect(resumeUnanswered({ found: 'pending', paymentId: 'pi_1' }, { startedAt, tries: 2 }, at)).toEqual({
      next: 'wait',
      until: nextTryAt(2, at),
      unconfirmed: false,
    })
    // Still processing once the window has closed: waited for, and marked for staff.
    const late = after(idempotencyWindowMs)
    expect(resumeUnanswered({ found: 'pending', paymentId: 'pi_1' }, { startedAt, tries: 9 }, late)).toEqual({
      next: 'wait',
      until: nextTryAt(9, late),
      unconfirmed: true,
    })
  })

  test('inside the window, "none" or no answer sends the same request again: a "none" may be lag', () => {
    for (const found of [none, null]) {
      expect(resumeUnanswered(found, { startedAt, tries: 2 }, after(60_000))).toEqual({
        next: 'charge-again',
      })
      expect(resumeUnanswered(found, { startedAt, tries: 8 }, after(lastChargeSentBeforeMs - 1))).toEqual({
        next: 'charge-again',
      })
    }
  })

  test('in the last hour of the window nothing is sent; "none" is believed only once it has closed', () => {
    const lastHour = after(lastChargeSentBeforeMs)
    expect(resumeUnanswered(none, { startedAt, tries: 9 }, lastHour)).toEqual({
      next: 'wait',
      until: nextTryAt(9, lastHour),
      unconfirmed: false,
    })
    expect(resumeUnanswered(none, { startedAt, tries: 1 }, lastHour)).toEqual({
      next: 'wait',
      until: after(idempotencyWindowMs),
      unconfirmed: false,
    })
    expect(resumeUnanswered(none, { startedAt, tries: 10 }, after(idempotencyWindowMs))).toEqual({
      next: 'give-up',
    })
  })

  test('after the window a lookup without answer is made again later and marked for staff: the money may be taken', () => {
    const late = after(idempotencyWindowMs + hour)
    expect(resumeUnanswered(null, { startedAt, tries: 10 }, late)).toEqual({
      next: 'wait',
      until: nextTryAt(10, late),
      unconfirmed: true,
    })
  })
})

describe('nextTryAt', () => {
  test('1, 5, 15, 60 and 180 minutes after the first five tries, then every six hours', () => {
    const now = new Date('2026-11-27T12:00:00Z')
    const delays = [1, 2, 3, 4, 5, 6, 9].map(
      (tries) => (nextTryAt(tries, now).getTime() - now.getTime()) / 60_000,
    )
    expect(delays).toEqual([1, 5, 15, 60, 180, 360, 360])
  })
})
