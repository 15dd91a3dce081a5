import { describe, expect, test } from 'vitest'
import type { AdminNotice } from './schemas.ts'
import {
  newNoticeFormSchema,
  newNoticeValues,
  newYardNoticeSearch,
  yardNamedIn,
  newStormValues,
  noticeEditFormSchema,
  noticeFormValues,
  stormFormSchema,
  torontoInputToIso,
  torontoSecondsInput,
} from './notice-form.ts'

describe('notice times on Toronto’s wall clock, to the second', () => {
  test('both ways, in winter and in summer', () => {
    expect(torontoSecondsInput('2026-12-14T17:05:09.000Z')).toBe('2026-12-14T12:05:09')
    expect(torontoInputToIso('2026-12-14T12:05:09')).toBe('2026-12-14T17:05:09.000Z')
    expect(torontoInputToIso('2026-07-01T12:05')).toBe('2026-07-01T16:05:00.000Z')
  })

  test('no time is no time', () => {
    expect(torontoInputToIso('')).toBe('')
    expect(torontoInputToIso('2026-02-30T12:00')).toBe('')
    expect(torontoInputToIso('2026-12-14T12:00:75')).toBe('')
    expect(torontoSecondsInput('soon')).toBe('')
  })
})

describe('the notice form', () => {
  test('a new notice starts now and ends 24 hours later, for every yard', () => {
    const values = newNoticeValues(new Date('2026-12-14T17:00:00.000Z'))
    expect(values).toMatchObject({
      everyYard: true,
      severity: 'warning',
      startsAt: '2026-12-14T12:00:00',
      endsAt: '2026-12-15T12:00:00',
    })
    const body = newNoticeFormSchema.parse({ ...values, title: 'Snow squall', message: 'Whiteouts.' })
    expect(body).toEqual({
      title: 'Snow squall',
      message: 'Whiteouts.',
      severity: 'warning',
      locationIds: null,
      startsAt: '2026-12-14T17:00:00.000Z',
      endsAt: '2026-12-15T17:00:00.000Z',
      closeYardIds: [],
    })
  })

  test("started from a yard's screen, a new notice is for that yard alone, if it is one staff may address", () => {
    const search = new URLSearchParams(newYardNoticeSearch(7))
    expect(yardNamedIn(search, [3, 7])).toBe(7)
    expect(yardNamedIn(search, [3])).toBeNull()
    expect(yardNamedIn(new URLSearchParams('?yard=abc'), [3, 7])).toBeNull()
    expect(newNoticeValues(new Date(), { yardId: 7 })).toMatchObject({ everyYard: false, locationIds: [7] })
    expect(newNoticeValues(new Date(), { yardId: null })).toMatchObject({ everyYard: true, locationIds: [] })
  })

  test('chosen yards go as ids; none chosen is named as the API names it', () => {
    const values = { ...newNoticeValues(new Date()), title: 'x', message: 'y', everyYard: false }
    const result = newNoticeFormSchema.safeParse({ ...values, locationIds: [] })
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['locationIds'])
    expect(newNoticeFormSchema.parse({ ...values, locationIds: [4, 9] })).toMatchObject({
      locationIds: [4, 9],
    })
  })

  test('an edit sends the version it was loaded with and the times back in UTC', () => {
    const notice: AdminNotice = {
      id: 3,
      title: 'Ice',
      message: 'Careful.',
      severity: 'severe',
      locationIds: [5],
      yards: [{ id: 5, name: 'Oakville' }],
      startsAt: '2026-12-14T17:00:00.000Z',
      endsAt: '2026-12-14T17:00:30.000Z',
      phase: 'active',
      version: 4,
      updatedAt: '2026-12-14T17:00:00.000Z',
    }
    const values = noticeFormValues(notice)
    expect(values).toMatchObject({ everyYard: false, locationIds: [5], endsAt: '2026-12-14T12:00:30' })
    expect(noticeEditFormSchema(4).parse(values)).toEqual({
      version: 4,
      title: 'Ice',
      message: 'Careful.',
      severity: 'severe',
      locationIds: [5],
      startsAt: '2026-12-14T17:00:00.000Z',
      endsAt: '2026-12-14T17:00:30.000Z',
      closeYardIds: [],
    })
  })
})

describe('the storm form', () => {
  test('today for one day, round the clock; each yard goes with the version its schedule was shown at', () => {
    const values = newStormValues(new Date('2026-12-15T03:00:00.000Z'))
    // 10 PM on the 14th in Toronto.
    expect(values).toMatchObject({ fromDate: '2026-12-14', toDate: '2026-12-14', roundTheClock: true })
    const body = stormFormSchema(new Map([[7, 3]])).parse({ ...values, locationIds: [7] })
    expect(body).toEqual({
      yards: [{ id: 7, version: 3 }],
      fromDate: '2026-12-14',
      toDate: '2026-12-14',
      opensAt: null,
      closesAt: null,
    })
  })

  test('hours are sent only when chosen, and checked by the API’s rules', () => {
    const values = {
      ...newStormValues(new Date()),
      locationIds: [7],
      roundTheClock: false,
      closesAt: '04:00',
    }
    const result = stormFormSchema(new Map([[7, 1]])).safeParse(values)
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['closesAt', 'Close after it opens, on the same day. For hours past midnight, choose round the clock.'],
    ])
  })
})
