import { Link } from 'react-router'
import { AdminPageHeader } from '#app/components/admin/admin-page-header.tsx'
import { AdminListBody } from '#app/components/admin/list/admin-list-body.tsx'
import { FilterSelect, ListSearch } from '#app/components/admin/list/list-search.tsx'
import { SortHeader } from '#app/components/admin/list/sort-header.tsx'
import { type ListParams, useListParams } from '#app/components/admin/list/use-list-params.ts'
import { StatusBadge } from '#app/components/admin/queues/queue-badge.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { useAdminQuery } from '#app/components/admin/use-admin-query.ts'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import { applicationStatusLabel, receivedAt } from '#domain/admin/queues/queues.ts'
import { adminPath } from '#domain/admin/sections.ts'
import type { AdminApplicationList, AdminApplicationRow } from '#domain/admin/queues/application-schemas.ts'
import {
  applicationsAllDoneText,
  applicationsEmptyText,
  hasAccountBadge,
} from '#domain/admin/queues/texts.ts'
import type { SectionScreenProps } from '../screens.ts'
import { ListEmpty } from '#app/components/admin/list/list-empty.tsx'
import { cardListClass } from '#app/components/ui/table.tsx'

/** The queue opens on the new applications (no `status` in the address); "All" asks for every one. */
const statusFilter = [
  { value: '', label: 'New' },
  { value: 'approved', label: 'Approved' },
  { value: 'declined', label: 'Declined' },
  { value: 'all', label: 'All' },
]
const phoneSort = [
  { value: '', label: 'Newest first' },
  { value: 'name', label: 'Name' },
  { value: 'company', label: 'Company' },
]

/** `/admin/applications`: Salt Card applications waiting for a decision (and, filtered, the decided ones). */
export default function ApplicationList({ section }: SectionScreenProps) {
  const list = useListParams()
  const query = useAdminQuery<AdminApplicationList>(`/api/salt/admin/applications${list.apiQuery()}`)
  const filtered = list.q !== '' || list.get('status') !== ''
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={section.title} />
      <ListSearch list={list} placeholder="Name, company, e-mail or city">
        <FilterSelect list={list} name="status" label="Status" options={statusFilter} />
        <div className="sm:hidden">
          <FilterSelect list={list} name="sort" label="Sort by" options={phoneSort} />
        </div>
      </ListSearch>
      <AdminListBody
        list={list}
        query={query}
        noun="Applications"
        empty={
          <ListEmpty
            filtered={filtered}
            noMatch={applicationsEmptyText}
            noneYet={applicationsAllDoneText}
            showAll="Show every application"
            onShowAll={() => list.change({ q: null, status: 'all' })}
          />
        }
      >
        {(items) => (
          <>
            <ApplicationCards items={items} />
            <ApplicationTable items={items} list={list} />
          </>
        )}
      </AdminListBody>
    </div>
  )
}

function ApplicantLink({ application }: { application: AdminApplicationRow }) {
  const { brandPrefix } = usePublicConfig()
  return (
    <Link
      to={adminPath('applications', brandPrefix, application.id)}
      className="font-semibold text-brand underline underline-offset-2"
    >
      {application.company}
    </Link>
  )
}

function Flags({ application }: { application: AdminApplicationRow }) {
  return (
    <span className="flex flex-wrap gap-1">
      <StatusBadge status={application.status} label={applicationStatusLabel(application.status)} />
      {application.existingAccount && (
        <Badge tone="warning">
          {hasAccountBadge} ({application.existingAccount.customerNo})
        </Badge>
      )}
    </span>
  )
}

/** Phones: one card per application. */
function ApplicationCards({ items }: { items: AdminApplicationRow[] }) {
  return (
    <ul aria-label="Applications" className={`${cardListClass} sm:hidden`}>
      {items.map((application) => (
        <li key={application.id} className="flex flex-col gap-1 py-3">
          <ApplicantLink application={application} />
          <p className="text-[0.9rem] break-words">
            {application.fullName} · {application.eMail}
          </p>
          <p className="text-[0.9rem] text-slate-700">
            {receivedAt(application.createdAt)}
            {application.city && ` · ${application.city}`}
          </p>
          <Flags application={application} />
        </li>
      ))}
    </ul>
  )
}

function ApplicationTable({ items, list }: { items: AdminApplicationRow[]; list: ListParams }) {
  return (
    <table className="hidden w-full border-collapse text-left sm:table">
      <thead className="border-b-2 border-slate-300">
        <tr>
          <SortHeader list={list} sortKey="company" label="Company" />
          <SortHeader list={list} sortKey="name" label="Applicant" />
          <SortHeader list={list} sortKey="received" label="Received" />
          <th scope="col" className="px-3 py-2 font-bold text-brand-dark">
            Status
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((application) => (
          <tr key={application.id} className="border-b border-slate-200 align-top">
            <td className="px-3 py-3">
              <ApplicantLink application={application} />
              {application.city && <div className="text-[0.85rem] text-slate-700">{application.city}</div>}
            </td>
            <td className="px-3 py-3 break-words">
              {application.fullName}
              <div className="text-[0.85rem] text-slate-700">{application.eMail}</div>
            </td>
            <td className="px-3 py-3 whitespace-nowrap">{receivedAt(application.createdAt)}</td>
            <td className="px-3 py-3">
              <Flags application={application} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
