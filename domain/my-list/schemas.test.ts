import { describe, expect, it } from 'vitest'
import { rockSalt } from '#tests/support/unit/my-list-items.ts'
import { parseStoredList } from './schemas.ts'

describe('parseStoredList', () => {
  it('reads a stored list', () => {
    expect(parseStoredList(JSON.stringify([rockSalt]))).toEqual([rockSalt])
  })

  it('gives an empty list when nothing is stored', () => {
    expect(parseStoredList(null)).toEqual([])
  })

  it('gives an empty list for bad JSON or something other than a list', () => {
    expect(parseStoredList('{not json')).toEqual([])
    expect(parseStoredList('"rock-salt"')).toEqual([])
    expect(parseStoredList('{"slug":"rock-salt"}')).toEqual([])
    expect(parseStoredList('null')).toEqual([])
  })

  it('drops entries that are not items and keeps the rest', () => {
    const stored = JSON.stringify([rockSalt, null, { slug: 'x' }, { ...rockSalt, quantity: 'many' }, 7])
    expect(parseStoredList(stored)).toEqual([rockSalt])
  })

  it('fills optional display fields that are missing or malformed', () => {
    const { imgUrl: _imgUrl, customSize: _customSize, ...rest } = rockSalt
    expect(parseStoredList(JSON.stringify([{ ...rest, minQty: 'one' }]))).toEqual([
      { ...rockSalt, imgUrl: '', customSize: false, minQty: 1 },
    ])
  })
})
