import { useId, useState } from 'react'
import { ScreenLoading } from '#app/components/admin/screen-loading.tsx'
import { useAdminQuery } from '#app/components/admin/use-admin-query.ts'
import { describeAuditAction } from '#domain/admin/audit/diff.ts'
import type { AuditEntryDetail, AuditRow } from '#domain/admin/audit/schemas.ts'
import { formatTorontoDateTime } from '#domain/kernel/shop-time/format.ts'
import { nobodySignedInText } from '#domain/admin/staff/texts.ts'
import { AuditChanges } from './audit-changes.tsx'
import { ReadFailedNotice, readFailedText } from '#app/components/admin/read-failed-notice.tsx'

/** One audited change: when, who, what and on which record; "Show changes" loads its before and after. */
export function AuditEntry({ row }: { row: AuditRow }) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const what = describeAuditAction(row.action)
  return (
    <li className="border-b border-slate-200 py-3">
      <div className="grid gap-x-4 gap-y-1 lg:grid-cols-[10rem_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-start">
        <p className="text-[0.9rem] whitespace-nowrap text-slate-700">
          <time dateTime={row.at}>{formatTorontoDateTime(row.at)}</time>
        </p>
        <p className="min-w-0">
          <span className="font-semibold">{what}</span>
          {row.subject && (
            <span className="block text-[0.85rem] break-all text-slate-700">{row.subject}</span>
          )}
        </p>
        <p className="min-w-0 text-[0.95rem]">
          {row.actor ? (
            <>
              {row.actor.name}
              <span className="block text-[0.85rem] break-all text-slate-700">{row.actor.eMail}</span>
            </>
          ) : (
            <span className="text-slate-700">{nobodySignedInText}</span>
          )}
        </p>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          aria-label={`${open ? 'Hide' : 'Show'} changes: ${what}${row.subject ? ` ${row.subject}` : ''}`}
          onClick={() => setOpen((current) => !current)}
          className="min-h-11 w-fit rounded border-2 border-brand px-3 py-1 text-[0.9rem] font-semibold text-brand hover:bg-salt focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none"
        >
          {open ? 'Hide changes' : 'Show changes'}
        </button>
      </div>
      <div id={panelId} hidden={!open} className="mt-2 rounded bg-slate-50 p-3">
        {open && <EntryDetails id={row.id} ip={row.ip} />}
      </div>
    </li>
  )
}

function EntryDetails({ id, ip }: { id: number; ip: string | null }) {
  const query = useAdminQuery<AuditEntryDetail>(`/api/salt/admin/audit/${id}`)
  if (query.error) return <ReadFailedNotice text={readFailedText(query.error)} />
  if (!query.data) return <ScreenLoading />
  return (
    <div className="flex flex-col gap-2">
      <AuditChanges details={query.data.details} />
      {ip && <p className="text-[0.8rem] text-slate-700">From {ip}</p>}
    </div>
  )
}
