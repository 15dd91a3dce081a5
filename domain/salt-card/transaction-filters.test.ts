import { describe, expect, it } from 'vitest'
import {
  filterSearchParams,
  pageCount,
  parseTransactionFilters,
  transactionsQuery,
} from './transaction-filters.ts'

const parse = (search: string) => parseTransactionFilters(new URLSearchParams(search))

describe('parseTransactionFilters', () => {
  it('reads card, date range and page', () => {
    expect(parse('card=12&from=2026-01-01&to=2026-01-31&page=3')).toEqual({
      cardId: 12,
      from: '2026-01-01',
      to: '2026-01-31',
      page: 3,
    })
  })

  it('defaults to every card, every day, page 1', () => {
    expect(parse('')).toEqual({ cardId: null, from: null, to: null, page: 1 })
  })

  it('ignores malformed values', () => {
    expect(parse('card=abc&from=2026-02-30&to=01/31/2026&page=0')).toEqual({
      cardId: null,
      from: null,
      to: null,
      page: 1,
    })
    expect(parse('card=-4&page=2.5').page).toBe(1)
  })
})

describe('filterSearchParams', () => {
  it('round-trips through the parser', () => {
    const filters = { cardId: 7, from: '2025-11-01', to: null, page: 2 }
    expect(parseTransactionFilters(filterSearchParams(filters))).toEqual(filters)
  })

  it('leaves out page 1 and empty filters', () => {
    expect(filterSearchParams({ cardId: null, from: null, to: null, page: 1 }).toString()).toBe('')
  })
})

describe('transactionsQuery', () => {
  const filters = { cardId: 7, from: '2025-11-01', to: '2025-11-30', page: 2 }

  it('names the API parameters and pages', () => {
    expect(transactionsQuery(filters, { paged: true })).toBe(
      'cardId=7&from=2025-11-01&to=2025-11-30&page=2&pageSize=25',
    )
  })

  it('leaves the page out for the CSV export', () => {
    expect(transactionsQuery(filters, { paged: false })).toBe('cardId=7&from=2025-11-01&to=2025-11-30')
  })
})

describe('pageCount', () => {
  it('is at least one page', () => {
    expect(pageCount(0, 25)).toBe(1)
    expect(pageCount(25, 25)).toBe(1)
    expect(pageCount(26, 25)).toBe(2)
  })
})
