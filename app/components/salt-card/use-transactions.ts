import { useEffect, useState } from 'react'
import type { TransactionsPage } from '#domain/salt-card/answers.ts'
import { type TransactionFilters, transactionsQuery } from '#domain/salt-card/transaction-filters.ts'
import { fetchTransactions } from '#app/stores/salt-card-actions.ts'

export interface TransactionsState {
  /** The last page loaded; kept while the next one loads so the table does not jump. */
  page: TransactionsPage | null
  loading: boolean
  failed: boolean
}

interface Answer {
  /** The query the answer belongs to: while it differs from the current one, a newer request is running. */
  query: string
  page: TransactionsPage | null
  failed: boolean
}

/** Loads one page of transactions for the filters; a newer request supersedes an older one still running. */
export function useTransactions(filters: TransactionFilters): TransactionsState {
  const [answer, setAnswer] = useState<Answer>({ query: '', page: null, failed: false })
  const { cardId, from, to, page } = filters
  const query = transactionsQuery(filters, { paged: true })

  useEffect(() => {
    let current = true
    fetchTransactions({ cardId, from, to, page }).then(
      (result) => current && setAnswer({ query, page: result, failed: false }),
      () => current && setAnswer({ query, page: null, failed: true }),
    )
    return () => {
      current = false
    }
  }, [query, cardId, from, to, page])

  return {
    page: answer.page,
    loading: answer.query !== query,
    failed: answer.failed && answer.query === query,
  }
}
