import type { AdminListPage } from '#domain/admin/list.ts'
import { useAdminQuery } from '../use-admin-query.ts'
import { useListParams } from './use-list-params.ts'

/**
 * A list's address state and the page of rows the API answers for it. `ready` false holds the request back (the
 * filters failed their own check and the screen says why instead).
 */
export function useAdminList<T>(endpoint: string, ready = true) {
  const list = useListParams()
  const query = useAdminQuery<AdminListPage<T>>(ready ? `${endpoint}${list.apiQuery()}` : null)
  return { list, query }
}

export type AdminList<T> = ReturnType<typeof useAdminList<T>>
