import { Link } from 'react-router'
import { AdminPageHeader } from '#app/components/admin/admin-page-header.tsx'
import { AdminListBody } from '#app/components/admin/list/admin-list-body.tsx'
import { FilterSelect, ListSearch } from '#app/components/admin/list/list-search.tsx'
import { useListParams } from '#app/components/admin/list/use-list-params.ts'
import { StatusBadge } from '#app/components/admin/queues/queue-badge.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { useAdminQuery } from '#app/components/admin/use-admin-query.ts'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import { listRequestStatusLabel, receivedAt } from '#domain/admin/queues/queues.ts'
import { adminPath } from '#domain/admin/sections.ts'
import type {
  ListRequestList,
  ListRequestRow,
  StaffMember,
} from '#domain/admin/queues/list-request-schemas.ts'
import {
  listRequestsAllDoneText,
  listRequestsEmptyText,
  newAccountBadge,
} from '#domain/admin/queues/texts.ts'
import type { SectionScreenProps } from '../screens.ts'
import { ListEmpty } from '#app/components/admin/list/list-empty.tsx'
import { cardListClass } from '#app/components/ui/table.tsx'

/** The queue opens on the new requests (no `status` in the address); "All" asks for every one. */
const statusFilter = [
  { value: '', label: 'New' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'closed', label: 'Closed' },
  { value: 'all', label: 'All' },
]

/** `/admin/listrequests`: submitted My Lists, newest first, and who follows each up. */
export default function ListRequestQueue({ section }: SectionScreenProps) {
  const list = useListParams()
  const query = useAdminQuery<ListRequestList>(`/api/salt/admin/listrequests${list.apiQuery()}`)
  const staff = useAdminQuery<StaffMember[]>('/api/salt/admin/listrequests/assignees')
  const assignedFilter = [
    { value: '', label: 'Anyone' },
    { value: 'me', label: 'Me' },
    { value: 'none', label: 'Nobody yet' },
    ...(staff.data ?? []).map((member) => ({ value: String(member.id), label: member.name })),
  ]
  const filtered = list.q !== '' || list.get('status') !== '' || list.get('assigned') !== ''
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={section.title} />
      <ListSearch list={list} placeholder="Customer, company, e-mail or customer no.">
        <FilterSelect list={list} name="status" label="Status" options={statusFilter} />
        <FilterSelect list={list} name="assigned" label="Assigned to" options={assignedFilter} />
      </ListSearch>
      <AdminListBody
        list={list}
        query={query}
        noun="List requests"
        empty={
          <ListEmpty
            filtered={filtered}
            noMatch={listRequestsEmptyText}
            noneYet={listRequestsAllDoneText}
            showAll="Show every request"
            onShowAll={() => list.change({ q: null, assigned: null, status: 'all' })}
          />
        }
      >
        {(items) => (
          <>
            <RequestCards items={items} />
            <RequestTable items={items} />
          </>
        )}
      </AdminListBody>
    </div>
  )
}

function From({ request }: { request: ListRequestRow }) {
  const { brandPrefix } = usePublicConfig()
  return (
    <span className="flex min-w-0 flex-col gap-0.5">
      <Link
        to={adminPath('listrequests', brandPrefix, request.id)}
        className="font-semibold break-words text-brand underline underline-offset-2"
      >
        {request.company || request.name}
      </Link>
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

/** Phones: one card per request. */
function RequestCards({ items }: { items: ListRequestRow[] }) {
  return (
    <ul aria-label="List requests" className={`${cardListClass} sm:hidden`}>
      {items.map((request) => (
        <li key={request.id} className="flex flex-col gap-1 py-3">
          <From request={request} />
          <p className="text-[0.9rem]">
            {receivedAt(request.createdAt)} · {itemsText(request.itemCount)}
          </p>
          <p className="flex flex-wrap items-center gap-2 text-[0.9rem]">
            <StatusBadge status={request.status} label={listRequestStatusLabel(request.status)} />
            {request.assignedTo && <span>Assigned to {request.assignedTo.name}</span>}
          </p>
        </li>
      ))}
    </ul>
  )
}

/** Newest first, always: no sort headers. */
function RequestTable({ items }: { items: ListRequestRow[] }) {
  const head = 'px-3 py-2 font-bold text-brand-dark'
  return (
    <table className="hidden w-full table-fixed border-collapse text-left sm:table">
      <thead className="border-b-2 border-slate-300">
        <tr>
          <th scope="col" className={`${head} w-[38%]`}>
            From
          </th>
          <th scope="col" className={head}>
            Received
          </th>
          <th scope="col" className={head}>
            Items
          </th>
          <th scope="col" className={head}>
            Status
          </th>
          <th scope="col" className={head}>
            Assigned to
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((request) => (
          <tr key={request.id} className="border-b border-slate-200 align-top">
            <td className="px-3 py-3">
              <From request={request} />
            </td>
            <td className="px-3 py-3">{receivedAt(request.createdAt)}</td>
            <td className="px-3 py-3">{itemsText(request.itemCount)}</td>
            <td className="px-3 py-3">
              <StatusBadge status={request.status} label={listRequestStatusLabel(request.status)} />
            </td>
            <td className="px-3 py-3 break-words">{request.assignedTo?.name ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
