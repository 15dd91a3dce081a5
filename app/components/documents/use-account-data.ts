import { useEffect, useState } from 'react'
import { apiGet } from '#app/lib/api-client.ts'

export type AccountDataLoad<T> =
  { state: 'loading' } | { state: 'failed'; notFound: boolean } | { state: 'ready'; data: T }

/**
 * One read of the signed-in account's data with the bearer token; a 404 is told apart from other failures. The
 * answer is kept with the path it answers, so a new path shows as loading until its own answer comes.
 */
export function useAccountData<T>(path: string): AccountDataLoad<T> {
  const [answer, setAnswer] = useState<{ path: string; load: AccountDataLoad<T> } | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    apiGet<T>(path, { signal: controller.signal })
      .then((data) => setAnswer({ path, load: { state: 'ready', data } }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        const notFound = (error as { status?: number }).status === 404
        setAnswer({ path, load: { state: 'failed', notFound } })
      })
    return () => controller.abort()
  }, [path])
  return answer?.path === path ? answer.load : { state: 'loading' }
}
