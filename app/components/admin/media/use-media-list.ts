import { useState } from 'react'
import type { AdminListPage } from '#domain/admin/list.ts'
import { useAdminQuery } from '../use-admin-query.ts'

/** A picker's list: its search and page live in the popup (not the address: the page behind keeps its own). */
export function useMediaList<T>(path: string) {
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const params = new URLSearchParams()
  if (q) params.set('q', q)
  if (page > 1) params.set('page', String(page))
  const query = useAdminQuery<AdminListPage<T>>(params.size > 0 ? `${path}?${params}` : path)
  const pages = query.data ? Math.max(1, Math.ceil(query.data.total / query.data.pageSize)) : 1
  return {
    q,
    page,
    pages,
    query,
    search: (text: string) => {
      setQ(text)
      setPage(1)
    },
    setPage,
    /** After an upload: the newest come first, so page 1 of the unfiltered list shows it. */
    showNewest: () => {
      setQ('')
      setPage(1)
      query.reload()
    },
  }
}
