import { RecordLink } from '#app/components/admin/record-link.tsx'
import { AdminListFrame } from '#app/components/admin/list/admin-list-frame.tsx'
import { choices } from '#app/components/admin/list/choices.ts'
import type { ListColumn } from '#app/components/admin/list/list-table.tsx'
import { useAdminList } from '#app/components/admin/list/use-admin-list.ts'
import { StatusBadge } from '#app/components/admin/queues/queue-badge.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { ruledTableFromSm } from '#app/components/ui/table.tsx'
import { applicationStatusLabel, receivedAt } from '#domain/admin/queues/queues.ts'
import type { AdminApplicationRow } from '#domain/admin/queues/application-schemas.ts'
import {
  applicationsAllDoneText,
  applicationsEmptyText,
  hasAccountBadge,
} from '#domain/admin/queues/texts.ts'
import type { SectionScreenProps } from '../screens.ts'

/** The queue opens on the new applications (no `status` in the address); "All" asks for every one. */
const statusFilter = choices({ '': 'New', approved: 'Approved', declined: 'Declined', all: 'All' })
const phoneSort = choices({ '': 'Newest first', name: 'Name', company: 'Company' })

function ApplicantLink({ application }: { application: AdminApplicationRow }) {
  return (
    <RecordLink
      kind="applications"
      id={application.id}
      className="font-semibold text-brand underline underline-offset-2"
    >
      {application.company}
    </RecordLink>
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

const columns: ReadonlyArray<ListColumn<AdminApplicationRow>> = [
  {
    header: 'Company',
    sortKey: 'company',
    cell: (application) => (
      <>
        <ApplicantLink application={application} />
        {application.city && <div className="text-[0.85rem] text-slate-700">{application.city}</div>}
      </>
    ),
  },
  {
    header: 'Applicant',
    sortKey: 'name',
    cellClass: 'break-words',
    cell: (application) => (
      <>
        {application.fullName}
        <div className="text-[0.85rem] text-slate-700">{application.eMail}</div>
      </>
    ),
  },
  {
    header: 'Received',
    sortKey: 'received',
    isDefault: 'desc',
    cellClass: 'whitespace-nowrap',
    cell: (application) => receivedAt(application.createdAt),
  },
  { header: 'Status', cell: (application) => <Flags application={application} /> },
]

/** Phones: one card per application. */
function ApplicationCard(application: AdminApplicationRow) {
  return (
    <>
      <ApplicantLink application={application} />
      <p className="text-[0.9rem] break-words">
        {application.fullName} · {application.eMail}
      </p>
      <p className="text-[0.9rem] text-slate-700">
        {receivedAt(application.createdAt)}
        {application.city && ` · ${application.city}`}
      </p>
      <Flags application={application} />
    </>
  )
}

/** `/admin/applications`: Salt Card applications waiting for a decision (and, filtered, the decided ones). */
export default function ApplicationList({ section }: SectionScreenProps) {
  const admin = useAdminList<AdminApplicationRow>('/api/salt/admin/applications')
  return (
    <AdminListFrame
      section={section}
      admin={admin}
      noun="Applications"
      searchPlaceholder="Name, company, e-mail or city"
      filters={[{ name: 'status', label: 'Status', options: statusFilter }]}
      cardSort={phoneSort}
      empty={{
        noMatch: applicationsEmptyText,
        noneYet: applicationsAllDoneText,
        showAll: 'Show every application',
        showAllSets: { status: 'all' },
      }}
      look={ruledTableFromSm}
      columns={columns}
      card={ApplicationCard}
      rowKey={(application) => application.id}
    />
  )
}
