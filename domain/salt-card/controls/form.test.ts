import { describe, expect, test } from 'vitest'
import { controlsBody, controlsFormValues } from './form.ts'
import { cardControlsSchema, noControls } from './schemas.ts'

describe('the controls form and the API body', () => {
  test('tonnes and dollars as typed become thousandths and cents; empty is no limit', () => {
    const values = {
      ...controlsFormValues(noControls),
      allYards: false,
      yardIds: [3, 1],
      maxPickupMilliTonnes: '8.5',
      maxDailyMilliTonnes: '10,25',
      maxWeeklyMilliTonnes: '',
      maxDailyCents: '1,250.99',
      maxWeeklyCents: '',
    }
    expect(cardControlsSchema.parse(controlsBody(values))).toMatchObject({
      yardIds: [1, 3],
      productIds: null,
      maxPickupMilliTonnes: 8_500,
      maxDailyMilliTonnes: 10_250,
      maxWeeklyMilliTonnes: null,
      maxDailyCents: 125_099,
      maxWeeklyCents: null,
    })
  })

  test('text that is no amount is refused in words, by the field the form shows it beside', () => {
    const values = {
      ...controlsFormValues(noControls),
      maxDailyMilliTonnes: '1.2345',
      maxWeeklyCents: 'lots',
    }
    const result = cardControlsSchema.safeParse(controlsBody(values))
    const fields = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    )
    expect(fields).toEqual({ maxDailyMilliTonnes: 'Enter a number.', maxWeeklyCents: 'Enter a number.' })
  })

  test('saved controls read back into the same form values', () => {
    const controls = cardControlsSchema.parse({
      ...noControls,
      maxDailyMilliTonnes: 10_000,
      maxWeeklyCents: 50_005,
      hours: { kind: 'windows', windows: [{ days: ['Friday', 'Monday'], from: '22:00', to: '06:00' }] },
    })
    const values = controlsFormValues(controls)
    expect(values).toMatchObject({
      maxDailyMilliTonnes: '10',
      maxWeeklyCents: '500.05',
      hoursKind: 'windows',
    })
    expect(cardControlsSchema.parse(controlsBody(values))).toEqual(controls)
  })
})
