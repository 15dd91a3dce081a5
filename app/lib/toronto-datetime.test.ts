import { expect, test } from 'vitest'
import { instantFromTorontoLocal, torontoLocalInput } from './toronto-datetime.ts'

test('an instant is shown on Toronto clocks, winter and summer', () => {
  expect(torontoLocalInput('2026-01-15T12:30:00.000Z')).toBe('2026-01-15T07:30')
  expect(torontoLocalInput('2026-07-01T04:00:00.000Z')).toBe('2026-07-01T00:00')
  expect(torontoLocalInput(null)).toBe('')
})

test('a Toronto reading becomes its instant and back', () => {
  expect(instantFromTorontoLocal('2026-01-15T07:30')).toBe('2026-01-15T12:30:00.000Z')
  expect(instantFromTorontoLocal('2026-07-01T00:00')).toBe('2026-07-01T04:00:00.000Z')
  expect(torontoLocalInput(instantFromTorontoLocal('2026-11-01T01:30'))).toBe('2026-11-01T01:30')
})

test.each(['', '2026-02-30T10:00', '2026-01-15 07:30', '2026-01-15T25:00'])('%s is no time', (text) => {
  expect(instantFromTorontoLocal(text)).toBeNull()
})
