import { expect, test } from 'vitest'
import { formatTorontoDateTime } from './format.ts'

test('an instant reads yyyy-MM-dd HH:mm on the shop’s clock, whatever the zone of the machine', () => {
  expect(formatTorontoDateTime('2026-01-15T12:30:00.000Z')).toBe('2026-01-15 07:30')
  expect(formatTorontoDateTime('2026-07-01T04:00:00.000Z')).toBe('2026-07-01 00:00')
})
