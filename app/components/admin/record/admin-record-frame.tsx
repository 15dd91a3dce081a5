import type { ReactNode } from 'react'
import { AdminErrorPage } from '#app/components/admin/frame/admin-error-page.tsx'
import { NotFoundError } from '#app/components/error/not-found-error.ts'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import { type AdminSection, adminPath } from '#domain/admin/sections.ts'
import { AdminPageHeader, type PageBack } from '../admin-page-header.tsx'
import { ScreenLoading } from '../screen-loading.tsx'
import { type AdminQuery, useAdminQuery } from '../use-admin-query.ts'
import { ReadFailedNotice, readFailedText } from '#app/components/admin/read-failed-notice.tsx'

export interface LoadedRecord<T, A> {
  /** The record as the API answered it; null on add-new. */
  record: T | null
  /** What `alsoPath` answered. */
  also: A
  /** The section's list, for the record's "← Section" link. */
  back: PageBack
  /** The record's request: `setData` takes what a save answered, `reload` asks again. */
  query: AdminQuery<T>
}

interface AdminRecordFrameProps<T, A> {
  section: AdminSection
  /** The record's API path; null on add-new, where there is nothing to load. */
  path: string | null
  /** What the screen needs besides the record before it can show: the product options, the yards, the assignees. */
  alsoPath?: string
  children: (loaded: LoadedRecord<T, A>) => ReactNode
}

/**
 * Every admin record screen: it loads the record (and what its form needs) before the screen renders, so a form
 * starts from the saved values; until then it says it is loading. A record that does not exist is the site's 404 page,
 * as an unknown address is; one that failed to load says so under the section's title, with a way to try again after
 * a network failure.
 */
export function AdminRecordFrame<T, A = undefined>({
  section,
  path,
  alsoPath,
  children,
}: AdminRecordFrameProps<T, A>) {
  const { brandPrefix } = usePublicConfig()
  const back = { to: adminPath(section.kind, brandPrefix), label: section.title }
  const query = useAdminQuery<T>(path)
  const also = useAdminQuery<A>(alsoPath ?? null)
  const needed: Array<Pick<AdminQuery<unknown>, 'data' | 'error' | 'reload'>> = []
  if (path !== null) needed.push(query)
  if (alsoPath !== undefined) needed.push(also)
  const missing = needed.filter((request) => request.data === undefined)
  const failed = missing.find((request) => request.error)
  if (failed?.error?.status === 404) return <AdminErrorPage error={new NotFoundError()} />
  if (failed?.error)
    return (
      <div className="flex flex-col gap-5">
        <AdminPageHeader title={section.title} back={back} />
        <ReadFailedNotice
          text={readFailedText(failed.error)}
          onRetry={failed.error.status === 0 ? failed.reload : undefined}
        />
      </div>
    )
  if (missing.length > 0) return <ScreenLoading />
  return children({ record: query.data ?? null, also: also.data as A, back, query })
}
