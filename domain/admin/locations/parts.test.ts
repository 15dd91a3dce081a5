import { describe, expect, test } from 'vitest'
import { searchWithYardPart, yardPartNamed, yardPartOfField, yardPartsWithErrors } from './parts.ts'

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

describe('the part in the address', () => {
  test('names a part, or means today’s hours', () => {
    expect(yardPartNamed(new URLSearchParams('?part=stock'))).toBe('stock')
    expect(yardPartNamed(new URLSearchParams(''))).toBe('today')
    expect(yardPartNamed(new URLSearchParams('?part=nonsense'))).toBe('today')
  })

  test('changes only the part, and leaves today’s hours out', () => {
    const search = new URLSearchParams('?saved=1&part=hours')
    expect(searchWithYardPart(search, 'details').toString()).toBe('saved=1&part=details')
    expect(searchWithYardPart(search, 'today').toString()).toBe('saved=1')
    expect(search.toString()).toBe('saved=1&part=hours')
  })
})
