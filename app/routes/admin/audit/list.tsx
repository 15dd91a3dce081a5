import { AuditEntry } from '#app/components/admin/audit/audit-entry.tsx'
import { AuditFilters, auditFilterNames } from '#app/components/admin/audit/audit-filters.tsx'
import { AdminListFrame } from '#app/components/admin/list/admin-list-frame.tsx'
import { useListParams } from '#app/components/admin/list/use-list-params.ts'
import { useAdminList } from '#app/components/admin/list/use-admin-list.ts'
import { useAdminQuery } from '#app/components/admin/use-admin-query.ts'
import { Notice } from '#app/components/ui/notice.tsx'
import { type AuditFilterOptions, type AuditRow, auditListQuerySchema } from '#domain/admin/audit/schemas.ts'
import type { SectionScreenProps } from '../screens.ts'

/** `/admin/audit`: every audited change, newest first; a row opens to show what changed, old → new. */
export default function AuditLog({ section }: SectionScreenProps) {
  // The shared schema checks the filters first, so "To before From" is said here rather than by a failed request.
  const checked = auditListQuerySchema.safeParse(Object.fromEntries(useListParams().params))
  const admin = useAdminList<AuditRow>('/api/salt/admin/audit', checked.success)
  const options = useAdminQuery<AuditFilterOptions>('/api/salt/admin/audit-filters')
  return (
    <AdminListFrame
      section={section}
      admin={admin}
      noun="Audit log"
      intro={
        <p className="max-w-3xl">
          Every change staff made in the admin area, and security changes such as passwords, with who made it
          and when (Toronto time). Open a row to see the fields it changed.
        </p>
      }
      controls={<AuditFilters list={admin.list} options={options.data} />}
      controlNames={auditFilterNames}
      problem={
        checked.success ? undefined : (
          <Notice tone="error">{checked.error.issues.map((issue) => issue.message).join(' ')}</Notice>
        )
      }
      empty={(filtered) => (
        <p className="font-semibold">
          {filtered ? 'No change matches these filters.' : 'No changes have been recorded yet.'}
        </p>
      )}
      rowKey={(row) => row.id}
      renderRows={(rows) => (
        <ul aria-label="Audited changes" className="flex flex-col border-t border-slate-200">
          {rows.map((row) => (
            <AuditEntry key={row.id} row={row} />
          ))}
        </ul>
      )}
    />
  )
}
