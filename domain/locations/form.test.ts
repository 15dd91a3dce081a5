import { describe, expect, test } from 'vitest'
import { winterHours } from '#tests/support/unit/opening-hours-fixtures.ts'
import { openingStatus } from '#domain/opening-hours/opening-hours.ts'
import { type LocationFormValues, locationFormValues, previewHours } from './form.ts'
import { type AdminLocation, locationFormSchema } from './schemas.ts'

const location: AdminLocation = {
  id: 3,
  slug: 'concord',
  locationName: 'Concord',
  address: '1 Yard Road',
  city: 'Concord',
  province: 'ON',
  postalCode: 'L4K 1A1',
  phone: '905-555-0110',
  eMail: 'concord@example.com',
  latitude: 43.79,
  longitude: -79.52,
  weeklyHours: winterHours,
  customSchedule: [
    {
      fromDate: '2026-12-25',
      openTimestamp: '2026-12-28T07:00:00-05:00',
      closeTimestamp: '2026-12-28T18:00:00-05:00',
      note: 'Closed for Christmas',
    },
  ],
  todaysHours: null,
  forecastRegions: ['048900'],
  published: true,
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 4,
  stock: [
    {
      productId: 9,
      productName: 'Treated Salt',
      groupName: 'Bulk Salt',
      productPublished: true,
      status: 'low',
    },
  ],
}

describe('the yard form', () => {
  test('shows schedule times on Toronto’s wall clock and numbers as the text of their inputs', () => {
    const values = locationFormValues(location)
    expect(values.customSchedule).toEqual([
      {
        fromDate: '2026-12-25',
        opens: '2026-12-28T07:00',
        closes: '2026-12-28T18:00',
        note: 'Closed for Christmas',
      },
    ])
    expect(values).toMatchObject({ latitude: '43.79', longitude: '-79.52', todaysHours: '', version: 4 })
    expect(values.stock).toEqual([{ productId: 9, status: 'low' }])
  })

  test('saves what it loaded unchanged, with the rows back in UTC', () => {
    const parsed = locationFormSchema.parse(locationFormValues(location))
    expect(parsed.customSchedule).toEqual([
      {
        fromDate: '2026-12-25',
        openTimestamp: '2026-12-28T12:00:00.000Z',
        closeTimestamp: '2026-12-28T23:00:00.000Z',
        note: 'Closed for Christmas',
      },
    ])
    expect(parsed).toMatchObject({ latitude: 43.79, longitude: -79.52, todaysHours: null, version: 4 })
    expect(parsed.forecastRegions).toEqual(['048900'])
  })

  test('forecast regions are typed separated by commas or spaces, and checked on their one field', () => {
    const values = locationFormValues(location)
    expect(values.forecastRegions).toBe('048900')
    const typed = locationFormSchema.parse({ ...values, forecastRegions: ' 048900,  048950 046500, ' })
    expect(typed.forecastRegions).toEqual(['048900', '048950', '046500'])
    const twice = locationFormSchema.safeParse({ ...values, forecastRegions: '048900, 048900' })
    expect(twice.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['forecastRegions', 'Enter each region once.'],
    ])
    const bad = locationFormSchema.safeParse({ ...values, forecastRegions: '04<8900' })
    expect(bad.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['forecastRegions'])
  })

  test('names the field of each mistake with the API’s paths, so server and form errors sit in the same place', () => {
    const values: LocationFormValues = {
      ...locationFormValues(location),
      postalCode: '12345',
      latitude: '',
      customSchedule: [{ fromDate: '2026-12-25', opens: '', closes: '2026-12-28T06:00', note: '' }],
    }
    const result = locationFormSchema.safeParse(values)
    expect(result.success).toBe(false)
    const fields = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]),
    )
    expect(fields).toEqual({
      postalCode: 'Use a Canadian postal code, like L4N 9B1.',
      latitude: 'Required.',
      'customSchedule.0.openTimestamp': 'Enter a date and time.',
    })
  })

  test('the preview is the storefront’s status of the values as typed, leaving out rows not yet complete', () => {
    const values: LocationFormValues = {
      ...locationFormValues(location),
      customSchedule: [
        ...locationFormValues(location).customSchedule,
        { fromDate: '2026-12-29', opens: '', closes: '', note: '' },
      ],
    }
    const hours = previewHours(values)
    expect(hours.customSchedule).toHaveLength(1)
    // Christmas Day: the custom row is in force and opens on Monday the 28th at 7 AM.
    expect(openingStatus(hours, new Date('2026-12-25T12:00:00-05:00'))).toBe(
      'CLOSED, OPENING ON MONDAY AT 7:00 AM',
    )
    expect(
      openingStatus(previewHours({ ...values, todaysHours: 'OPEN TODAY 6 AM – 2 PM' }), new Date()),
    ).toBe('OPEN TODAY 6 AM – 2 PM')
  })

  test('a row storm mode wrote keeps its storm on a save, so ending the storm still finds it', () => {
    const stormRow = {
      fromDate: '2026-12-14',
      openTimestamp: '2026-12-14T10:00:00.000Z',
      closeTimestamp: '2026-12-15T03:00:00.000Z',
      note: 'Storm mode',
      stormId: 12,
    }
    const values = locationFormValues({ ...location, customSchedule: [stormRow] })
    expect(values.customSchedule[0]).toMatchObject({ stormId: 12 })
    expect(locationFormSchema.parse(values).customSchedule).toEqual([stormRow])
  })
})
