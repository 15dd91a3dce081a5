import { AdminPageHeader } from '#app/components/admin/admin-page-header.tsx'
import { AuditEntry } from '#app/components/admin/audit/audit-entry.tsx'
import { AuditFilters } from '#app/components/admin/audit/audit-filters.tsx'
import { AdminListBody } from '#app/components/admin/list/admin-list-body.tsx'
import { useListParams } from '#app/components/admin/list/use-list-params.ts'
import { useAdminQuery } from '#app/components/admin/use-admin-query.ts'
import { Notice } from '#app/components/ui/notice.tsx'
import { type AuditFilterOptions, type AuditList, auditListQuerySchema } from '#domain/admin/audit/schemas.ts'
import type { SectionScreenProps } from '../screens.ts'

/** `/admin/audit`: every audited change, newest first; a row opens to show what changed, old → new. */
export default function AuditLog({ section }: SectionScreenProps) {
  const list = useListParams()
  // The shared schema checks the filters first, so "To before From" is said here rather than by a failed request.
  const checked = auditListQuerySchema.safeParse(Object.fromEntries(list.params))
  const query = useAdminQuery<AuditList>(checked.success ? `/api/salt/admin/audit${list.apiQuery()}` : null)
  const options = useAdminQuery<AuditFilterOptions>('/api/salt/admin/audit-filters')
  const filtered = ['actor', 'entity', 'from', 'to'].some((name) => list.get(name) !== '')
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={section.title} />
      <p className="max-w-3xl">
        Every change staff made in the admin area, and security changes such as passwords, with who made it
        and when (Toronto time). Open a row to see the fields it changed.
      </p>
      <AuditFilters list={list} options={options.data} />
      {checked.success ? (
        <AdminListBody
          list={list}
          query={query}
          noun="Audit log"
          empty={
            <p className="font-semibold">
              {filtered ? 'No change matches these filters.' : 'No changes have been recorded yet.'}
            </p>
          }
        >
          {(rows) => (
            <ul aria-label="Audited changes" className="flex flex-col border-t border-slate-200">
              {rows.map((row) => (
                <AuditEntry key={row.id} row={row} />
              ))}
            </ul>
          )}
        </AdminListBody>
      ) : (
        <Notice tone="error">{checked.error.issues.map((issue) => issue.message).join(' ')}</Notice>
      )}
    </div>
  )
}
