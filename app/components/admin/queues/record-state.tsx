import { Notice } from '#app/components/ui/notice.tsx'
import { loadFailedText, notFoundInAdminText } from '#domain/admin/texts.ts'
import { AdminPageHeader } from '../admin-page-header.tsx'
import { ScreenLoading } from '../screen-loading.tsx'
import type { AdminQuery } from '../use-admin-query.ts'

/** A record page before its record is here: loading, gone (404), or failed with a way to try again. */
export function RecordState({
  query,
  title,
  back,
}: {
  query: Pick<AdminQuery<unknown>, 'error' | 'reload'>
  title: string
  back: { to: string; label: string }
}) {
  if (!query.error) return <ScreenLoading />
  return (
    <div className="flex flex-col gap-5">
      <AdminPageHeader title={title} back={back} />
      <Notice tone="error">
        {query.error.status === 404
          ? notFoundInAdminText
          : query.error.status === 0
            ? loadFailedText
            : query.error.message}{' '}
        {query.error.status === 0 && (
          <button type="button" className="font-semibold underline" onClick={query.reload}>
            Try again
          </button>
        )}
      </Notice>
    </div>
  )
}
