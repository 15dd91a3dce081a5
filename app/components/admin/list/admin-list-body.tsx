import type { ReactNode } from 'react'
import { Pagination } from '#app/components/salt-card/pagination.tsx'
import type { AdminListPage } from '#domain/admin/list.ts'
import { ScreenLoading } from '../screen-loading.tsx'
import type { AdminQuery } from '../use-admin-query.ts'
import type { ListParams } from './use-list-params.ts'
import { ReadFailedNotice, readFailedText } from '#app/components/admin/read-failed-notice.tsx'

interface AdminListBodyProps<T> {
  list: ListParams
  query: AdminQuery<AdminListPage<T>>
  /** What the list holds, for the pages' label ("Products"). */
  noun: string
  /** Shown when nothing matches: say what to do next (add one, clear the search). */
  empty: ReactNode
  children: (items: T[]) => ReactNode
}

/** Loading, failure, the empty state, the rows and the pages of an admin list, the same in every section. */
export function AdminListBody<T>({ list, query, noun, empty, children }: AdminListBodyProps<T>) {
  const { data, error, loading } = query
  if (error && !data) return <ReadFailedNotice text={readFailedText(error)} onRetry={query.reload} />
  if (!data) return <ScreenLoading />
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize))
  return (
    <div aria-busy={loading} className={`flex flex-col gap-4 ${loading ? 'opacity-60' : ''}`}>
      {data.total === 0 ? (
        <div className="rounded border-2 border-dashed border-slate-300 px-4 py-8 text-center">{empty}</div>
      ) : (
        <>
          <p className="text-[0.9rem] text-slate-700">
            {data.total} {data.total === 1 ? 'result' : 'results'}
            {list.q && ` for “${list.q}”`}
          </p>
          {children(data.items)}
          {pages > 1 && (
            <Pagination page={data.page} pages={pages} hrefFor={list.hrefFor} label={`${noun} pages`} />
          )}
        </>
      )}
    </div>
  )
}
