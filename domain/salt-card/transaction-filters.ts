import { isCalendarDay } from './schemas.ts'

/** The transactions page keeps its filters in the address (shareable, and Back restores them). */
export interface TransactionFilters {
  cardId: number | null
  /** Toronto days `yyyy-MM-dd`, inclusive. */
  from: string | null
  to: string | null
  page: number
}

export const transactionsPageSize = 25

/** Reads the filters from the page's search params; anything malformed is simply not a filter. */
export function parseTransactionFilters(params: URLSearchParams): TransactionFilters {
  return {
    cardId: positiveInt(params.get('card')),
    from: day(params.get('from')),
    to: day(params.get('to')),
    page: positiveInt(params.get('page')) ?? 1,
  }
}

/** The page's own search params for the filters (page 1 and empty filters left out). */
export function filterSearchParams(filters: TransactionFilters): URLSearchParams {
  const params = new URLSearchParams()
  if (filters.cardId !== null) params.set('card', String(filters.cardId))
  if (filters.from) params.set('from', filters.from)
  if (filters.to) params.set('to', filters.to)
  if (filters.page > 1) params.set('page', String(filters.page))
  return params
}

/** The API's query (`GET /api/salt/transactions` and `.csv`); the CSV takes every match, so no page. */
export function transactionsQuery(filters: TransactionFilters, { paged }: { paged: boolean }): string {
  const params = new URLSearchParams()
  if (filters.cardId !== null) params.set('cardId', String(filters.cardId))
  if (filters.from) params.set('from', filters.from)
  if (filters.to) params.set('to', filters.to)
  if (paged) {
    params.set('page', String(filters.page))
    params.set('pageSize', String(transactionsPageSize))
  }
  return params.toString()
}

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize))

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null
  const number = Number(value)
  return number >= 1 ? number : null
}

function day(value: string | null): string | null {
  return value !== null && isCalendarDay(value) ? value : null
}
