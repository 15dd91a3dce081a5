import { describe, expect, test } from 'vitest'
import { newNoticeFormSchema, newNoticeValues } from './notice-form.ts'
import { severityClosesYards, yardsToClose } from './yard-closure.ts'

describe('which notices close yards', () => {
  test('only a severe one', () => {
    expect(severityClosesYards('severe')).toBe(true)
    expect(severityClosesYards('warning')).toBe(false)
    expect(severityClosesYards('info')).toBe(false)
  })
})

describe('the yards a notice as typed would close', () => {
  const typed = { severity: 'severe', everyYard: false, locationIds: [3, 7], closeYardIds: [7] } as const

  test('those ticked that the notice is for', () => {
    expect(yardsToClose(typed)).toEqual([7])
    expect(yardsToClose({ ...typed, closeYardIds: [3, 7, 9] })).toEqual([3, 7])
    expect(yardsToClose({ ...typed, everyYard: true, locationIds: [], closeYardIds: [9] })).toEqual([9])
  })

  test('none once the notice is no longer severe, whatever was ticked before', () => {
    expect(yardsToClose({ ...typed, severity: 'warning' })).toEqual([])
  })

  test('the form sends them with the notice', () => {
    const values = {
      ...newNoticeValues(new Date('2026-12-14T17:00:00.000Z'), { yardId: 7 }),
      title: 'Ice storm',
      message: 'Yards shut.',
      severity: 'severe' as const,
      closeYardIds: [7],
    }
    expect(newNoticeFormSchema.parse(values)).toMatchObject({ locationIds: [7], closeYardIds: [7] })
    expect(newNoticeFormSchema.parse({ ...values, severity: 'info' })).toMatchObject({ closeYardIds: [] })
  })
})
