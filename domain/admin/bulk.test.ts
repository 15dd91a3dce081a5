import { describe, expect, test } from 'vitest'
import { bulkInputSchema, bulkMaxIds, bulkReportLines } from './bulk.ts'
import { bulkNamesText } from './texts.ts'

const noun = { one: 'post', many: 'posts' }
const names = new Map([
  [1, 'Storm prep'],
  [2, 'Brine early'],
  [3, 'Gone story'],
  [4, 'Old news'],
])
const nameOf = (id: number) => names.get(id) ?? `#${id}`

describe('the bulk input', () => {
  test('an action and 1 to 100 distinct record ids', () => {
    expect(bulkInputSchema.safeParse({ action: 'publish', ids: [1, 2] }).success).toBe(true)
    const many = Array.from({ length: bulkMaxIds + 1 }, (_, index) => index + 1)
    expect(bulkInputSchema.safeParse({ action: 'delete', ids: many.slice(0, bulkMaxIds) }).success).toBe(true)
    for (const bad of [
      { action: 'publish', ids: [] },
      { action: 'publish', ids: many },
      { action: 'publish', ids: [1, 1] },
      { action: 'publish', ids: [0] },
      { action: 'publish', ids: ['1'] },
      { action: 'archive', ids: [1] },
      { ids: [1] },
    ])
      expect(bulkInputSchema.safeParse(bad).success, JSON.stringify(bad).slice(0, 60)).toBe(false)
  })
})

describe('the report after a bulk action', () => {
  test('how many it reached, then each record it left alone and why', () => {
    const lines = bulkReportLines(
      'publish',
      {
        results: [
          { id: 1, outcome: 'published' },
          { id: 2, outcome: 'unchanged' },
          { id: 3, outcome: 'not_found' },
          { id: 4, outcome: 'refused', message: 'Add a unit before publishing.' },
        ],
      },
      nameOf,
      noun,
    )
    expect(lines).toEqual([
      '1 post published.',
      '“Brine early” was already published.',
      '“Gone story” no longer exists: someone deleted it meanwhile.',
      '“Old news” was not published: Add a unit before publishing.',
    ])
  })

  test('a plural count, and an unpublish that found a draft', () => {
    const lines = bulkReportLines(
      'unpublish',
      {
        results: [
          { id: 1, outcome: 'unpublished' },
          { id: 4, outcome: 'unpublished' },
          { id: 2, outcome: 'unchanged' },
        ],
      },
      nameOf,
      noun,
    )
    expect(lines).toEqual(['2 posts unpublished.', '“Brine early” was already a draft.'])
  })

  test('the confirm popup names the first three and counts the rest', () => {
    expect(bulkNamesText(['A'])).toBe('“A”.')
    expect(bulkNamesText(['A', 'B', 'C', 'D', 'E'])).toBe('“A”, “B”, “C” and 2 more.')
  })
})
