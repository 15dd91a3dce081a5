import { describe, expect, test } from 'vitest'
import { entry, everyDay, week, winterHours } from '#tests/support/unit/opening-hours-fixtures.ts'
import { openingHoursSpecification, specialOpeningHoursSpecification } from './schema-org.ts'

const ohs = '@type'

describe('openingHoursSpecification (regular hours)', () => {
  test('days with the same hours share one specification; closed days are left out', () => {
    expect(openingHoursSpecification(winterHours)).toEqual([
      {
        [ohs]: 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '06:00',
        closes: '18:00',
      },
      { [ohs]: 'OpeningHoursSpecification', dayOfWeek: ['Saturday'], opens: '07:00', closes: '14:00' },
    ])
  })

  test('until midnight stays 23:59, past midnight closes before it opens, 24 hours is 00:00–23:59', () => {
    expect(
      openingHoursSpecification(
        week({
          Monday: '06:00-23:59',
          Friday: '18:00-02:00',
          Saturday: '00:00-00:00',
          Sunday: '07:00-07:00',
        }),
      ),
    ).toEqual([
      { [ohs]: 'OpeningHoursSpecification', dayOfWeek: ['Monday'], opens: '06:00', closes: '23:59' },
      { [ohs]: 'OpeningHoursSpecification', dayOfWeek: ['Friday'], opens: '18:00', closes: '02:00' },
      {
        [ohs]: 'OpeningHoursSpecification',
        dayOfWeek: ['Saturday', 'Sunday'],
        opens: '00:00',
        closes: '23:59',
      },
    ])
  })

  test('open every day around the clock', () => {
    expect(openingHoursSpecification(everyDay('00:00-23:59'))).toEqual([
      {
        [ohs]: 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '00:00',
        closes: '23:59',
      },
    ])
  })

  test('never open, or malformed days: nothing to say', () => {
    expect(openingHoursSpecification(week({}))).toEqual([])
    const broken = [{ ...winterHours[0]!, openTime: '6am' }, ...winterHours.slice(1)]
    expect(openingHoursSpecification(broken)[0]?.dayOfWeek).toEqual([
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
    ])
  })
})

describe('specialOpeningHoursSpecification (custom schedule)', () => {
  const now = new Date('2026-11-22T12:00:00-05:00')

  test('a holiday closure: closed days, then the window after them', () => {
    const christmas = entry('2026-12-25', '2026-12-28T06:00:00-05:00', '2026-12-28T18:00:00-05:00')
    expect(specialOpeningHoursSpecification([christmas], now)).toEqual([
      {
        [ohs]: 'OpeningHoursSpecification',
        validFrom: '2026-12-25',
        validThrough: '2026-12-27',
        opens: '00:00',
        closes: '00:00',
      },
      {
        [ohs]: 'OpeningHoursSpecification',
        validFrom: '2026-12-28',
        validThrough: '2026-12-28',
        opens: '06:00',
        closes: '18:00',
      },
    ])
  })

  test('storm mode across days: first day, whole days, last day; times in Toronto across a DST change', () => {
    const storm = entry('2027-03-12', '2027-03-12T05:00:00-05:00', '2027-03-16T22:00:00-04:00')
    const at = new Date('2027-03-01T12:00:00-05:00')
    expect(specialOpeningHoursSpecification([storm], at)).toEqual([
      {
        [ohs]: 'OpeningHoursSpecification',
        validFrom: '2027-03-12',
        validThrough: '2027-03-12',
        opens: '05:00',
        closes: '23:59',
      },
      {
        [ohs]: 'OpeningHoursSpecification',
        validFrom: '2027-03-13',
        validThrough: '2027-03-15',
        opens: '00:00',
        closes: '23:59',
      },
      {
        [ohs]: 'OpeningHoursSpecification',
        validFrom: '2027-03-16',
        validThrough: '2027-03-16',
        opens: '00:00',
        closes: '22:00',
      },
    ])
  })

  test('a window closing at midnight needs no last-day specification', () => {
    const late = entry('2026-12-30', '2026-12-30T20:00:00-05:00', '2026-12-31T00:00:00-05:00')
    expect(specialOpeningHoursSpecification([late], now)).toEqual([
      {
        [ohs]: 'OpeningHoursSpecification',
        validFrom: '2026-12-30',
        validThrough: '2026-12-30',
        opens: '20:00',
        closes: '23:59',
      },
    ])
  })

  test('entries over by now and malformed entries are left out; the rest in date order', () => {
    const past = entry('2026-11-02', '2026-11-03T08:00:00-05:00', '2026-11-03T12:00:00-05:00')
    const newYear = entry('2027-01-01', '2027-01-02T07:00:00-05:00', '2027-01-02T14:00:00-05:00')
    const december = entry('2026-12-01', '2026-12-01T08:00:00-05:00', '2026-12-01T12:00:00-05:00')
    const broken = entry('2026-12-05', 'soon', '2026-12-06T12:00:00-05:00')
    const specs = specialOpeningHoursSpecification([past, newYear, broken, december], now)
    expect(specs.map((spec) => [spec.validFrom, spec.validThrough, spec.opens, spec.closes])).toEqual([
      ['2026-12-01', '2026-12-01', '08:00', '12:00'],
      ['2027-01-01', '2027-01-01', '00:00', '00:00'],
      ['2027-01-02', '2027-01-02', '07:00', '14:00'],
    ])
    expect(specialOpeningHoursSpecification(null, now)).toEqual([])
  })
})
