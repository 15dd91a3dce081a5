import { RecordLink } from '#app/components/admin/record-link.tsx'
import type { ReactNode } from 'react'
import { AdminPageHeader, type PageBack } from '#app/components/admin/admin-page-header.tsx'
import { ApplicationDecision } from '#app/components/admin/queues/application-decision.tsx'
import { DetailRows, DetailSection } from '#app/components/admin/queues/detail-rows.tsx'
import { StatusBadge } from '#app/components/admin/queues/queue-badge.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { AdminRecordFrame } from '#app/components/admin/record/admin-record-frame.tsx'
import { applicationStatusLabel, receivedAt } from '#domain/admin/queues/queues.ts'
import type { AdminApplication } from '#domain/admin/queues/application-schemas.ts'
import { hasAccountBadge } from '#domain/admin/queues/texts.ts'
import type { RecordScreenProps } from '../screens.ts'

/** `/admin/applications/{id}`: everything the applicant sent, and approve or decline it. */
export default function ApplicationRecord({ section, id }: RecordScreenProps) {
  return (
    <AdminRecordFrame<AdminApplication>
      section={section}
      path={id === null ? null : `/api/salt/admin/applications/${id}`}
    >
      {({ record, back, query }) =>
        record && <ApplicationPage application={record} back={back} onDecided={query.setData} />
      }
    </AdminRecordFrame>
  )
}

interface ApplicationPageProps {
  application: AdminApplication
  back: PageBack
  onDecided: (application: AdminApplication) => void
}

function ApplicationPage({ application, back, onDecided }: ApplicationPageProps) {
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title={application.company}
        back={back}
        actions={
          <span className="flex flex-wrap gap-1">
            <StatusBadge status={application.status} label={applicationStatusLabel(application.status)} />
            {application.existingAccount && <Badge tone="warning">{hasAccountBadge}</Badge>}
          </span>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <DetailSection title="What the applicant sent">
          <DetailRows
            rows={[
              ['Full name', application.fullName],
              ['Company', application.company],
              ['E-mail', application.eMail],
              ['Contact number', application.contactNumber],
              ['Company address', application.companyAddress],
              ['Postal code', application.postalCode],
              ['City', application.city],
              ['Cards asked for', String(application.cardsRequested)],
              ['Received', receivedAt(application.createdAt)],
            ]}
          />
        </DetailSection>
        <DetailSection title="Decision">
          <ApplicationDecision application={application} onDecided={onDecided} />
          <Decided application={application} />
        </DetailSection>
      </div>
    </div>
  )
}

function Decided({ application }: { application: AdminApplication }) {
  if (application.status === 'new') return null
  const by = application.decidedBy?.name ?? 'a former staff member'
  const when = application.decidedAt ? receivedAt(application.decidedAt) : ''
  const rows: Array<[string, ReactNode]> = [[applicationStatusLabel(application.status), `${when} by ${by}`]]
  if (application.account)
    rows.push([
      'Customer account',
      <RecordLink key="account" kind="customers" id={application.account.id}>
        {application.account.customerNo} · {application.account.name}
      </RecordLink>,
    ])
  if (application.declineReason) rows.push(['Reason', application.declineReason])
  return <DetailRows rows={rows} />
}
