import { describe, expect, test } from 'vitest'
import { yardPartOfField, yardPartsWithErrors } from './parts.ts'

describe('the parts of the yard form', () => {
  test('each field belongs to the part that shows it', () => {
    expect(yardPartOfField('todaysHours')).toBe('today')
    expect(yardPartOfField('weeklyHours')).toBe('hours')
    expect(yardPartOfField('weeklyHours.sunday.closeTime')).toBe('hours')
    expect(yardPartOfField('customSchedule.3.openTimestamp')).toBe('hours')
    expect(yardPartOfField('stock.0.status')).toBe('stock')
    expect(yardPartOfField('stock')).toBe('stock')
    for (const field of ['locationName', 'slug', 'postalCode', 'eMail', 'latitude', 'published'])
      expect(yardPartOfField(field)).toBe('details')
  })

  test('the parts with refused fields come in the order of the tabs, each once', () => {
    expect(yardPartsWithErrors({})).toEqual([])
    expect(
      yardPartsWithErrors({
        slug: 'Taken',
        'stock.2.status': 'Choose one',
        'customSchedule.0.fromDate': 'Enter a date',
        'weeklyHours.monday.openTime': 'Enter a time',
      }),
    ).toEqual(['hours', 'stock', 'details'])
  })
})
