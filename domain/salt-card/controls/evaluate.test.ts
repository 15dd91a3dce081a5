import { describe, expect, test } from 'vitest'
import { weekdays } from '#domain/locations/hours.ts'
import { type ControlledPickup, controlRefusals, milliTonnesOf } from './evaluate.ts'
import { type CardControls, cardControlsSchema, noControls } from './schemas.ts'

const yardHours = {
  weeklyHours: weekdays.map((day) => ({
    day,
    open: day !== 'Sunday',
    openTime: '07:00',
    closeTime: '17:00',
  })),
}
// Wednesday 13 January 2027, 10:00 in Toronto.
const pickup = (overrides: Partial<ControlledPickup> = {}): ControlledPickup => ({
  yardId: 1,
  productId: 10,
  milliTonnes: 4_000,
  amountCents: 50_000,
  printedAt: new Date('2027-01-13T10:00:00-05:00'),
  yardHours,
  ...overrides,
})
const unused = { dayMilliTonnes: 0, weekMilliTonnes: 0, dayCents: 0, weekCents: 0 }
const controls = (overrides: Partial<CardControls>) =>
  cardControlsSchema.parse({ ...noControls, ...overrides })

describe('controlRefusals', () => {
  test('no controls refuse nothing', () => {
    expect(controlRefusals(noControls, pickup(), unused)).toEqual([])
  })

  test('yards and products outside the lists', () => {
    const limited = controls({ yardIds: [2, 3], productIds: [11] })
    expect(controlRefusals(limited, pickup(), unused)).toEqual(['yard_not_allowed', 'product_not_allowed'])
    expect(controlRefusals(limited, pickup({ yardId: 3, productId: 11 }), unused)).toEqual([])
  })

  test('a limit reached exactly passes; one thousandth or one cent over refuses', () => {
    const limited = controls({ maxDailyMilliTonnes: 10_000, maxWeeklyCents: 100_000 })
    expect(
      controlRefusals(limited, pickup({ milliTonnes: 6_000, amountCents: 50_000 }), {
        ...unused,
        dayMilliTonnes: 4_000,
        weekCents: 50_000,
      }),
    ).toEqual([])
    expect(
      controlRefusals(limited, pickup({ milliTonnes: 6_001, amountCents: 50_001 }), {
        ...unused,
        dayMilliTonnes: 4_000,
        weekCents: 50_000,
      }),
    ).toEqual(['daily_tonnes_exceeded', 'weekly_amount_exceeded'])
  })

  test('per pickup, per week and per day in money', () => {
    const limited = controls({
      maxPickupMilliTonnes: 3_000,
      maxWeeklyMilliTonnes: 5_000,
      maxDailyCents: 40_000,
    })
    expect(controlRefusals(limited, pickup(), { ...unused, weekMilliTonnes: 2_000 })).toEqual([
      'pickup_tonnes_exceeded',
      'weekly_tonnes_exceeded',
      'daily_amount_exceeded',
    ])
  })

  test("only while the yard is open: the storefront's status at the ticket's time", () => {
    const limited = controls({ hours: { kind: 'yard-open' } })
    expect(controlRefusals(limited, pickup(), unused)).toEqual([])
    expect(
      controlRefusals(limited, pickup({ printedAt: new Date('2027-01-13T17:00:00-05:00') }), unused),
    ).toEqual(['outside_hours'])
    // Sunday is closed all day; "today's hours" text saying OPEN opens it.
    const sunday = new Date('2027-01-17T10:00:00-05:00')
    expect(controlRefusals(limited, pickup({ printedAt: sunday }), unused)).toEqual(['outside_hours'])
    const override = { ...yardHours, todaysHours: 'OPEN UNTIL NOON FOR THE STORM' }
    expect(controlRefusals(limited, pickup({ printedAt: sunday, yardHours: override }), unused)).toEqual([])
  })

  test('time windows by weekday, one running past midnight', () => {
    const limited = controls({
      hours: {
        kind: 'windows',
        windows: [
          { days: ['Monday', 'Wednesday'], from: '06:00', to: '12:00' },
          { days: ['Friday'], from: '22:00', to: '04:00' },
        ],
      },
    })
    const at = (text: string) => controlRefusals(limited, pickup({ printedAt: new Date(text) }), unused)
    expect(at('2027-01-13T06:00:00-05:00')).toEqual([])
    expect(at('2027-01-13T12:00:00-05:00')).toEqual(['outside_hours'])
    expect(at('2027-01-14T08:00:00-05:00')).toEqual(['outside_hours'])
    expect(at('2027-01-15T23:30:00-05:00')).toEqual([])
    expect(at('2027-01-16T03:59:00-05:00')).toEqual([])
    expect(at('2027-01-16T04:00:00-05:00')).toEqual(['outside_hours'])
  })
})

describe('cardControlsSchema', () => {
  test('a day over the week, a pickup over the day, and an empty yard list are refused in words', () => {
    const result = cardControlsSchema.safeParse({
      ...noControls,
      yardIds: [],
      maxPickupMilliTonnes: 20_000,
      maxDailyMilliTonnes: 10_000,
      maxWeeklyMilliTonnes: 5_000,
    })
    expect(result.success).toBe(false)
    const paths = result.error?.issues.map((issue) => issue.path.join('.'))
    expect(paths).toEqual(expect.arrayContaining(['yardIds']))
  })

  test('a fraction of a thousandth is refused', () => {
    expect(cardControlsSchema.safeParse({ ...noControls, maxDailyMilliTonnes: 1.5 }).success).toBe(false)
  })
})

test('milliTonnesOf reads the ledger text exactly', () => {
  expect(milliTonnesOf('4.370')).toBe(4_370)
  expect(milliTonnesOf('12')).toBe(12_000)
  expect(milliTonnesOf('0.001')).toBe(1)
})
