import { useCallback, useEffect, useState } from 'react'
import { apiGet } from '#app/lib/api-client.ts'
import type { CustomerRequestDetail } from '#domain/quotes/answers.ts'

export type RequestLoad =
  | { state: 'loading' }
  | { state: 'failed'; notFound: boolean }
  | { state: 'ready'; request: CustomerRequestDetail }

/** One of the account's requests, loaded with the bearer token; `replace` puts the server's newer answer in. */
export function useRequest(id: string) {
  const [load, setLoad] = useState<RequestLoad>({ state: 'loading' })
  useEffect(() => {
    const controller = new AbortController()
    apiGet<CustomerRequestDetail>(`/api/salt/requests/${encodeURIComponent(id)}`, {
      signal: controller.signal,
    })
      .then((request) => setLoad({ state: 'ready', request }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        setLoad({ state: 'failed', notFound: (error as { status?: number }).status === 404 })
      })
    return () => controller.abort()
  }, [id])
  const replace = useCallback((request: CustomerRequestDetail) => setLoad({ state: 'ready', request }), [])
  return { load, replace }
}
