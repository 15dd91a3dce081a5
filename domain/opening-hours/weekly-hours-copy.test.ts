import { describe, expect, test } from 'vitest'
import { week } from '#tests/support/unit/opening-hours-fixtures.ts'
import { copyDayHours } from './weekly-hours-copy.ts'

describe("copying one day's hours to others", () => {
  const hours = week({ Monday: '06:00-18:00', Tuesday: '07:00-15:00', Saturday: '07:00-14:00' })

  test('the chosen days get the source day’s open flag and times; the rest stay as they were', () => {
    const copied = copyDayHours(hours, 'Monday', ['Tuesday', 'Wednesday', 'Sunday'])
    expect(copied).toEqual(
      week({
        Monday: '06:00-18:00',
        Tuesday: '06:00-18:00',
        Wednesday: '06:00-18:00',
        Saturday: '07:00-14:00',
        Sunday: '06:00-18:00',
      }),
    )
    expect(hours[1]).toEqual({ day: 'Tuesday', open: true, openTime: '07:00', closeTime: '15:00' })
  })

  test('copying a closed day closes the others, with its times', () => {
    const copied = copyDayHours(hours, 'Sunday', ['Saturday'])
    expect(copied[5]).toEqual({ day: 'Saturday', open: false, openTime: '00:00', closeTime: '00:00' })
    expect(copied.slice(0, 5)).toEqual(hours.slice(0, 5))
  })

  test('the source day itself and an empty choice change nothing', () => {
    expect(copyDayHours(hours, 'Monday', ['Monday'])).toEqual(hours)
    expect(copyDayHours(hours, 'Monday', [])).toEqual(hours)
  })
})
