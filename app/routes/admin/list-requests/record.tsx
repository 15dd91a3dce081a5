import { RecordLink } from '#app/components/admin/record-link.tsx'
import { AdminPageHeader, type PageBack } from '#app/components/admin/admin-page-header.tsx'
import { DetailRows, DetailSection } from '#app/components/admin/queues/detail-rows.tsx'
import { FollowUpForm } from '#app/components/admin/queues/follow-up-form.tsx'
import { ListRequestItems } from '#app/components/admin/queues/list-request-items.tsx'
import { QuotePanel } from '#app/components/admin/queues/quote-panel.tsx'
import { StatusBadge } from '#app/components/admin/queues/queue-badge.tsx'
import { AdminRecordFrame } from '#app/components/admin/record/admin-record-frame.tsx'
import {
  applicantRows,
  applicationStatusLabel,
  deliveryRows,
  listRequestStatusLabel,
  receivedAt,
} from '#domain/admin/queues/queues.ts'
import type { AdminListRequest, StaffMember } from '#domain/admin/queues/list-request-schemas.ts'
import type { RecordScreenProps } from '../screens.ts'

/** `/admin/listrequests/{id}`: the list and delivery details exactly as sent, who sent it, and the follow-up. */
export default function ListRequestRecord({ section, id }: RecordScreenProps) {
  return (
    <AdminRecordFrame<AdminListRequest, StaffMember[]>
      section={section}
      path={id === null ? null : `/api/salt/admin/listrequests/${id}`}
      alsoPath="/api/salt/admin/listrequests/assignees"
    >
      {({ record, also, back, query }) =>
        record && <ListRequestPage request={record} staff={also} back={back} onSaved={query.setData} />
      }
    </AdminRecordFrame>
  )
}

interface ListRequestPageProps {
  request: AdminListRequest
  /** Who the request can be assigned to. */
  staff: StaffMember[]
  back: PageBack
  onSaved: (request: AdminListRequest) => void
}

function ListRequestPage({ request, staff, back, onSaved }: ListRequestPageProps) {
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title={`List request #${request.id}`}
        back={back}
        actions={<StatusBadge status={request.status} label={listRequestStatusLabel(request.status)} />}
      />
      <p className="-mt-4 text-slate-700">Received {receivedAt(request.createdAt)}</p>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <DetailSection title="Items">
            <ListRequestItems items={request.items} />
          </DetailSection>
          <DetailSection title="Delivery details">
            <DetailRows rows={deliveryRows(request.delivery)} />
          </DetailSection>
          <Sender request={request} />
          <QuotePanel requestId={request.id} items={request.items} />
        </div>
        <div className="lg:sticky lg:top-4">
          <FollowUpForm request={request} staff={staff} onSaved={onSaved} />
        </div>
      </div>
    </div>
  )
}

function Sender({ request }: { request: AdminListRequest }) {
  if (request.account) {
    const { account } = request
    return (
      <DetailSection title="Customer">
        <DetailRows
          rows={[
            ['Name', account.name],
            [
              'Customer number',
              <RecordLink key="account" kind="customers" id={account.id}>
                {account.customerNo}
              </RecordLink>,
            ],
            ['E-mail', account.eMail],
            ['Company', account.company],
            ['Contact number', account.contactNumber],
          ]}
        />
      </DetailSection>
    )
  }
  return (
    <DetailSection title="Applicant (no account yet)">
      <DetailRows rows={applicantRows(request.applicant ?? {})} />
      {request.applications.length > 0 && (
        <ul className="flex flex-col gap-1">
          {request.applications.map((application) => (
            <li key={application.id}>
              <RecordLink kind="applications" id={application.id}>
                Salt Card application #{application.id}
              </RecordLink>{' '}
              ({applicationStatusLabel(application.status)}, {receivedAt(application.createdAt)})
            </li>
          ))}
        </ul>
      )}
    </DetailSection>
  )
}
