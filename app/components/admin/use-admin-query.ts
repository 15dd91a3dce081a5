import { useCallback, useEffect, useState } from 'react'
import { ApiError, apiGet } from '#app/lib/api-client.ts'

export interface AdminQuery<T> {
  /** The last answer; kept while a newer one loads, so a list does not blink on each search or page. */
  data: T | undefined
  error: ApiError | null
  loading: boolean
  reload: () => void
  /** Replaces the data in place, e.g. with what a save answered. */
  setData: (data: T) => void
}

/** GETs an admin API path with the signed-in token; a new path cancels the request of the previous one. */
export function useAdminQuery<T>(path: string | null): AdminQuery<T> {
  const [data, setData] = useState<T>()
  const [error, setError] = useState<ApiError | null>(null)
  const [generation, setGeneration] = useState(0)
  // What was last answered (or failed); loading is "the current request is not that one".
  const [settled, setSettled] = useState<string | null>(null)
  const requestKey = path === null ? null : `${generation} ${path}`

  useEffect(() => {
    if (path === null || requestKey === null) return
    const controller = new AbortController()
    apiGet<T>(path, { signal: controller.signal })
      .then((answer) => {
        setData(answer)
        setError(null)
        setSettled(requestKey)
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return
        setError(failure instanceof ApiError ? failure : new ApiError(0, 'network_error', String(failure)))
        setSettled(requestKey)
      })
    return () => controller.abort()
  }, [path, requestKey])

  const reload = useCallback(() => setGeneration((n) => n + 1), [])
  return { data, error, loading: requestKey !== null && settled !== requestKey, reload, setData }
}
