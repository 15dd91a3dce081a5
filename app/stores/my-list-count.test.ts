import { describe, expect, it } from 'vitest'
import { rockSalt } from '#tests/support/unit/my-list-items.ts'
import { selectMyListCount } from './my-list.ts'

describe('selectMyListCount', () => {
  it('counts the items in the list', () => {
    expect(selectMyListCount({ items: [] })).toBe(0)
    expect(selectMyListCount({ items: [rockSalt, { ...rockSalt, unitName: 'Bag' }] })).toBe(2)
  })
})
