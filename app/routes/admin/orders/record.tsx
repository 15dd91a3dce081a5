import { useState } from 'react'
import { OrderMoveForm } from '#app/components/admin/orders/order-move-form.tsx'
import { OrderNavPanel } from '#app/components/admin/orders/order-nav-panel.tsx'
import { AdminPageHeader } from '#app/components/admin/admin-page-header.tsx'
import { AdminRecordFrame } from '#app/components/admin/record/admin-record-frame.tsx'
import { RecordLink } from '#app/components/admin/record-link.tsx'
import { OrderTimeline } from '#app/components/requests/order-timeline.tsx'
import type { AdminOrder } from '#domain/orders/answers.ts'
import type { RecordScreenProps } from '../screens.ts'

/** `/admin/orders/{id}`: the order, its timeline, and the next step staff take. */
export default function OrderRecord({ section, id }: RecordScreenProps) {
  // What the last move did: the move gives the order a new version, and the form (keyed by it) starts afresh.
  const [moved, setMoved] = useState<string | null>(null)
  return (
    <AdminRecordFrame<AdminOrder>
      section={section}
      path={id === null ? null : `/api/salt/admin/orders/${id}`}
    >
      {({ record, back, query }) =>
        record && (
          <div className="flex flex-col gap-6">
            <AdminPageHeader title={`Order ${record.orderNo}`} back={back} />
            <p className="-mt-4">
              {record.customerName} ({record.customerNo}) ·{' '}
              <RecordLink kind="listrequests" id={record.listRequestId}>
                List request #{record.listRequestId}
              </RecordLink>
              {record.poNumber && ` · PO ${record.poNumber}`}
            </p>
            <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
              <OrderTimeline order={record} />
              <div className="flex flex-col gap-6">
                <OrderMoveForm
                  key={record.version}
                  order={record}
                  moved={moved}
                  onMoved={(order, text) => {
                    setMoved(text)
                    query.setData(order)
                  }}
                />
                <OrderNavPanel order={record} onRetried={query.reload} />
              </div>
            </div>
          </div>
        )
      }
    </AdminRecordFrame>
  )
}
