import { expect, test } from 'vitest'
import { formatTorontoDateTime } from './format.ts'

test('an instant reads on the shop’s clock, whatever the zone of the machine', () => {
  expect(formatTorontoDateTime('2026-01-15T12:30:00.000Z')).toMatch(/Jan 15, 2026, 7:30/)
  expect(formatTorontoDateTime('2026-07-01T04:00:00.000Z')).toMatch(/Jul 1, 2026, 12:00/)
})
