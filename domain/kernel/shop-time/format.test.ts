import { describe, expect, it } from 'vitest'
import { shopTimeFormat, shopTimeParts, torontoDate } from './format.ts'

describe('shopTimeFormat', () => {
  it("reads an instant on the shop's clock, not the machine's", () => {
    // 03:30 UTC on 1 January is still 31 December in Toronto (UTC−5 in winter).
    const year = shopTimeFormat({ year: 'numeric' })
    expect(year().format(Date.UTC(2027, 0, 1, 3, 30))).toBe('2026')
  })

  it('builds its formatter once', () => {
    const format = shopTimeFormat({ hour: 'numeric' })
    expect(format()).toBe(format())
  })
})

describe('shopTimeParts', () => {
  it("gives the parts by type, on the shop's clock and daylight time in summer", () => {
    const format = shopTimeFormat(
      {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      },
      'en-US',
    )
    // 12:05 UTC on 1 July is 08:05 in Toronto (UTC−4).
    expect(shopTimeParts(format, new Date(Date.UTC(2026, 6, 1, 12, 5)))).toMatchObject({
      year: '2026',
      month: '07',
      day: '01',
      hour: '08',
      minute: '05',
    })
  })
})

describe('torontoDate', () => {
  it('gives the day as the calendar in Toronto shows it, not in UTC', () => {
    // 02:30 UTC on Nov 16 is still the evening of Nov 15 in Toronto (EST, UTC−5).
    expect(torontoDate(new Date('2026-11-16T02:30:00Z'))).toBe('2026-11-15')
    expect(torontoDate(new Date('2026-11-16T05:00:00Z'))).toBe('2026-11-16')
    // In summer (EDT, UTC−4) midnight comes an hour earlier in UTC.
    expect(torontoDate(new Date('2026-07-01T03:59:00Z'))).toBe('2026-06-30')
    expect(torontoDate(new Date('2026-07-01T04:00:00Z'))).toBe('2026-07-01')
  })

  it('pads months and days (yyyy-MM-dd)', () => {
    expect(torontoDate(new Date('2026-02-03T12:00:00Z'))).toBe('2026-02-03')
  })

  it('reads the day the clocks fall back by its own offset', () => {
    expect(torontoDate(new Date('2026-11-02T04:30:00Z'))).toBe('2026-11-01')
  })
})
