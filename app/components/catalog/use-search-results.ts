import { useEffect, useState } from 'react'
import { apiGet } from '#app/lib/api-client.ts'
import type { SearchResult } from '#domain/catalogue/search-ranking.ts'

/** Typing pauses this long before a search goes out, so a word typed quickly costs one request. */
export const searchDebounceMs = 200

interface Answer {
  query: string
  results: SearchResult[]
}

/**
 * The search results for what is typed: fetched once typing pauses; a request for an older query still under way
 * when the query changes is aborted, so its answer never lands. `settled` says whether the results are those of
 * the current query.
 */
export function useSearchResults(query: string): { results: SearchResult[]; settled: boolean } {
  const trimmed = query.trim()
  const [answer, setAnswer] = useState<Answer>({ query: '', results: [] })

  useEffect(() => {
    if (trimmed === '') return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      apiGet<{ results: SearchResult[] }>(`/api/salt/search?q=${encodeURIComponent(trimmed)}`, {
        signal: controller.signal,
      })
        .then(({ results }) => {
          if (!controller.signal.aborted) setAnswer({ query: trimmed, results })
        })
        .catch(() => {
          // An aborted request was replaced by a newer one; a failed search shows nothing (the catalogue still works).
          if (!controller.signal.aborted) setAnswer({ query: trimmed, results: [] })
        })
    }, searchDebounceMs)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [trimmed])

  if (trimmed === '') return { results: [], settled: true }
  return { results: answer.results, settled: answer.query === trimmed }
}
