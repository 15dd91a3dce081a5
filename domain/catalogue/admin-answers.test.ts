import { describe, expect, test } from 'vitest'
import { followNameSlug, moveItem, withStockChoice } from './admin-answers.ts'

describe('followNameSlug', () => {
  test('an empty slug, or the one the old name gave, follows the name', () => {
    expect(followNameSlug('', 'Rock Salt', '')).toBe('rock-salt')
    expect(followNameSlug('Rock Salt', 'Rock Salt (Treated)', 'rock-salt')).toBe('rock-salt-treated')
  })
  test('a slug staff typed themselves stays', () => {
    expect(followNameSlug('Rock Salt', 'Rock Salt 2', 'road-salt')).toBe('road-salt')
  })
})

describe('moveItem', () => {
  test('moves up and down, and not past either end', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c'])
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b'])
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b'])
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b'])
  })
})

describe('withStockChoice', () => {
  test('sets, replaces and removes a yard’s row', () => {
    const stock = [{ locationId: 1, status: 'in_stock' as const }]
    expect(withStockChoice(stock, 2, 'low')).toEqual([...stock, { locationId: 2, status: 'low' }])
    expect(withStockChoice(stock, 1, 'out')).toEqual([{ locationId: 1, status: 'out' }])
    expect(withStockChoice(stock, 1, 'none')).toEqual([])
  })
})
