import type { ReactNode } from 'react'
import { AdminPageHeader } from '#app/components/admin/admin-page-header.tsx'
import { ScreenLoading } from '#app/components/admin/screen-loading.tsx'
import { useAdminQuery } from '#app/components/admin/use-admin-query.ts'
import { Notice } from '#app/components/ui/notice.tsx'
import { loadFailedText, notFoundInAdminText } from '#domain/admin/texts.ts'

interface RecordGateProps<T> {
  /** The record's API path, or null on add-new (nothing to load). */
  path: string | null
  title: string
  back: { to: string; label: string }
  children: (record: T | null) => ReactNode
}

/** Loads a record before its form renders, so the form starts from the saved values; says so when it is gone. */
export function RecordGate<T>({ path, title, back, children }: RecordGateProps<T>) {
  const query = useAdminQuery<T>(path)
  if (path === null) return children(null)
  if (query.error)
    return (
      <div className="flex flex-col gap-5">
        <AdminPageHeader title={title} back={back} />
        <Notice tone="error">
          {query.error.status === 404
            ? notFoundInAdminText
            : query.error.status === 0
              ? loadFailedText
              : query.error.message}
        </Notice>
      </div>
    )
  if (!query.data) return <ScreenLoading />
  return children(query.data)
}

/** Published or draft, as a small badge in the lists. */
export function StatusBadge({
  published,
  draftLabel = 'Draft',
}: {
  published: boolean
  draftLabel?: string
}) {
  return (
    <span
      className={`inline-block rounded px-2 py-0.5 text-[0.8rem] font-bold ${
        published ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-900'
      }`}
    >
      {published ? 'Published' : draftLabel}
    </span>
  )
}
