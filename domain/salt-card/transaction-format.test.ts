import { describe, expect, it } from 'vitest'
import { formatPrintedDateTime, formatSignedCents, formatTonnes } from './transaction-format.ts'

describe('formatPrintedDateTime (America/Toronto)', () => {
  it('shows winter times in EST (UTC−5)', () => {
    expect(formatPrintedDateTime('2026-01-15T14:05:00Z')).toEqual({ date: '2026-01-15', time: '09:05' })
  })

  it('shows summer times in EDT (UTC−4)', () => {
    expect(formatPrintedDateTime('2026-07-01T14:05:00Z')).toEqual({ date: '2026-07-01', time: '10:05' })
  })

  it('moves late-evening UTC instants to the previous Toronto day', () => {
    expect(formatPrintedDateTime('2026-02-01T03:30:00Z')).toEqual({ date: '2026-01-31', time: '22:30' })
  })

  it('jumps from 01:59 to 03:00 when DST starts (8 March 2026)', () => {
    expect(formatPrintedDateTime('2026-03-08T06:59:00Z')).toEqual({ date: '2026-03-08', time: '01:59' })
    expect(formatPrintedDateTime('2026-03-08T07:00:00Z')).toEqual({ date: '2026-03-08', time: '03:00' })
  })

  it('shows 01:xx twice when DST ends (1 November 2026)', () => {
    expect(formatPrintedDateTime('2026-11-01T05:30:00Z')).toEqual({ date: '2026-11-01', time: '01:30' })
    expect(formatPrintedDateTime('2026-11-01T06:30:00Z')).toEqual({ date: '2026-11-01', time: '01:30' })
    expect(formatPrintedDateTime('2026-11-01T07:30:00Z')).toEqual({ date: '2026-11-01', time: '02:30' })
  })

  it('writes midnight as 00, not 24', () => {
    expect(formatPrintedDateTime('2026-12-01T05:00:00Z')).toEqual({ date: '2026-12-01', time: '00:00' })
  })
})

describe('formatSignedCents', () => {
  it('signs loads and pickups', () => {
    expect(formatSignedCents(25_000)).toBe('+$250.00')
    expect(formatSignedCents(-8_420)).toBe('−$84.20')
    expect(formatSignedCents(0)).toBe('$0.00')
  })
})

describe('formatTonnes', () => {
  it('drops trailing zeros and empties missing quantities', () => {
    expect(formatTonnes('12.340')).toBe('12.34 t')
    expect(formatTonnes('1250.000')).toBe('1,250 t')
    expect(formatTonnes(null)).toBe('')
  })
})
