import { RecordLink } from '#app/components/admin/record-link.tsx'
import { AdminListFrame } from '#app/components/admin/list/admin-list-frame.tsx'
import { choices } from '#app/components/admin/list/choices.ts'
import type { ListColumn } from '#app/components/admin/list/list-table.tsx'
import { useAdminList } from '#app/components/admin/list/use-admin-list.ts'
import { StatusBadge } from '#app/components/admin/queues/queue-badge.tsx'
import { useAdminQuery } from '#app/components/admin/use-admin-query.ts'
import { Badge } from '#app/components/ui/badge.tsx'
import { type TableLook, ruledTableFromSm } from '#app/components/ui/table.tsx'
import { listRequestStatusLabel, receivedAt } from '#domain/admin/queues/queues.ts'
import type { ListRequestRow, StaffMember } from '#domain/admin/queues/list-request-schemas.ts'
import {
  listRequestsAllDoneText,
  listRequestsEmptyText,
  newAccountBadge,
} from '#domain/admin/queues/texts.ts'
import type { SectionScreenProps } from '../screens.ts'

/** The queue opens on the new requests (no `status` in the address); "All" asks for every one. */
const statusFilter = choices({ '': 'New', contacted: 'Contacted', closed: 'Closed', all: 'All' })

/** Fixed columns, so a long company name wraps inside the first one instead of pushing the others off. */
const look: TableLook = {
  ...ruledTableFromSm,
  table: 'hidden w-full table-fixed border-collapse text-left sm:table',
}

function From({ request }: { request: ListRequestRow }) {
  return (
    <span className="flex min-w-0 flex-col gap-0.5">
      <RecordLink
        kind="listrequests"
        id={request.id}
        className="font-semibold break-words text-brand underline underline-offset-2"
      >
        {request.company || request.name}
      </RecordLink>
      <span className="text-[0.9rem] break-words text-slate-700">
        {[`#${request.id}`, request.company !== request.name ? request.name : null, request.eMail]
          .filter(Boolean)
          .join(' · ')}
      </span>
      {request.kind === 'newAccount' && (
        <span>
          <Badge tone="waiting">{newAccountBadge}</Badge>
        </span>
      )}
    </span>
  )
}

const itemsText = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`
const status = (request: ListRequestRow) => (
  <StatusBadge status={request.status} label={listRequestStatusLabel(request.status)} />
)

/** Newest first, always: no sort headers. */
const columns: ReadonlyArray<ListColumn<ListRequestRow>> = [
  { header: 'From', headerClass: 'w-[38%]', cell: (request) => <From request={request} /> },
  { header: 'Received', cell: (request) => receivedAt(request.createdAt) },
  { header: 'Items', cell: (request) => itemsText(request.itemCount) },
  { header: 'Status', cell: status },
  { header: 'Assigned to', cellClass: 'break-words', cell: (request) => request.assignedTo?.name ?? '—' },
]

/** Phones: one card per request. */
function RequestCard(request: ListRequestRow) {
  return (
    <>
      <From request={request} />
      <p className="text-[0.9rem]">
        {receivedAt(request.createdAt)} · {itemsText(request.itemCount)}
      </p>
      <p className="flex flex-wrap items-center gap-2 text-[0.9rem]">
        {status(request)}
        {request.assignedTo && <span>Assigned to {request.assignedTo.name}</span>}
      </p>
    </>
  )
}

/** `/admin/listrequests`: submitted My Lists, newest first, and who follows each up. */
export default function ListRequestQueue({ section }: SectionScreenProps) {
  const admin = useAdminList<ListRequestRow>('/api/salt/admin/listrequests')
  const staff = useAdminQuery<StaffMember[]>('/api/salt/admin/listrequests/assignees')
  const assignedFilter = [
    ...choices({ '': 'Anyone', me: 'Me', none: 'Nobody yet' }),
    ...(staff.data ?? []).map((member) => ({ value: String(member.id), label: member.name })),
  ]
  return (
    <AdminListFrame
      section={section}
      admin={admin}
      noun="List requests"
      searchPlaceholder="Customer, company, e-mail or customer no."
      filters={[
        { name: 'status', label: 'Status', options: statusFilter },
        { name: 'assigned', label: 'Assigned to', options: assignedFilter },
      ]}
      empty={{
        noMatch: listRequestsEmptyText,
        noneYet: listRequestsAllDoneText,
        showAll: 'Show every request',
        showAllSets: { status: 'all' },
      }}
      look={look}
      columns={columns}
      card={RequestCard}
      rowKey={(request) => request.id}
    />
  )
}
