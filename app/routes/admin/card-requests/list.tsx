import { RecordLink } from '#app/components/admin/record-link.tsx'
import { CustomerStatusBadge, RequestStatusBadge } from '#app/components/admin/customers/badges.tsx'
import { useFulfilRequest } from '#app/components/admin/customers/use-fulfil-request.ts'
import { AdminListFrame } from '#app/components/admin/list/admin-list-frame.tsx'
import { choices } from '#app/components/admin/list/choices.ts'
import type { ListColumn } from '#app/components/admin/list/list-table.tsx'
import { useAdminList } from '#app/components/admin/list/use-admin-list.ts'
import { smallPrimaryButton } from '#app/components/ui/buttons.ts'
import { compactTableFromLg } from '#app/components/ui/table.tsx'
import type { AdminCardRequestRow } from '#domain/admin/customers/answers.ts'
import { isActiveCustomer } from '#domain/account/activation.ts'
import { formatTorontoDateTime } from '#domain/kernel/shop-time/format.ts'
import type { SectionScreenProps } from '../screens.ts'

const statusOptions = choices({ '': 'All', new: 'New', done: 'Done' })

const sortOptions = choices({ '': 'New first', created: 'Asked', customer: 'Customer', quantity: 'Cards' })

type OnFulfil = (request: AdminCardRequestRow) => void

/** The count asked for; a lost card's replacement says which card it replaces and the number already issued. */
function CardsCell({ request }: { request: AdminCardRequestRow }) {
  const { replacement } = request
  if (!replacement) return <>{request.quantity}</>
  return (
    <>
      1 replacement
      <span className="block text-[0.85rem] text-slate-700">
        for {replacement.reason} card {replacement.lostCardNo}: new number {replacement.cardNo}
      </span>
    </>
  )
}

function CustomerCell({ request }: { request: AdminCardRequestRow }) {
  return (
    <>
      <RecordLink kind="customers" id={request.customer.id}>
        {request.customer.name}
      </RecordLink>
      <span className="block text-[0.85rem] text-slate-700">
        {request.customer.customerNo}
        {request.customer.company && ` · ${request.customer.company}`}
      </span>
      {!isActiveCustomer(request.customer.active) && <CustomerStatusBadge active={request.customer.active} />}
    </>
  )
}

/** The Fulfil button of a new request; who fulfilled it and when, for a done one. */
function StatusCell({ request, onFulfil }: { request: AdminCardRequestRow; onFulfil: OnFulfil }) {
  if (request.status === 'new')
    return (
      <button
        type="button"
        className={smallPrimaryButton}
        aria-label={`Fulfil request #${request.id} of ${request.customer.name}`}
        onClick={() => onFulfil(request)}
      >
        Fulfil
      </button>
    )
  return (
    <span className="flex flex-col items-start gap-1">
      <RequestStatusBadge status={request.status} />
      <span className="text-[0.85rem] text-slate-700">
        {request.fulfilledAt && formatTorontoDateTime(request.fulfilledAt)}
        {request.fulfilledByName && ` by ${request.fulfilledByName}`}
      </span>
    </span>
  )
}

function columnsFor(onFulfil: OnFulfil): ReadonlyArray<ListColumn<AdminCardRequestRow>> {
  return [
    {
      header: 'Asked',
      sortKey: 'created',
      cellClass: 'whitespace-nowrap tabular-nums',
      cell: (request) => (
        <>
          #{request.id}
          <span className="block text-[0.85rem] text-slate-700">
            {formatTorontoDateTime(request.createdAt)}
          </span>
        </>
      ),
    },
    { header: 'Customer', sortKey: 'customer', cell: (request) => <CustomerCell request={request} /> },
    {
      header: 'Cards',
      sortKey: 'quantity',
      cellClass: 'tabular-nums',
      cell: (request) => <CardsCell request={request} />,
    },
    { header: 'Status', cell: (request) => <StatusCell request={request} onFulfil={onFulfil} /> },
  ]
}

/** Phones and tablets (the admin navigation takes the side from 768 px): one card per request. */
function cardFor(onFulfil: OnFulfil) {
  return function RequestCard(request: AdminCardRequestRow) {
    return (
      <>
        <div>
          <CustomerCell request={request} />
        </div>
        <p className="text-[0.9rem] text-slate-700">
          #{request.id} · {request.quantity} card{request.quantity === 1 ? '' : 's'} · asked{' '}
          {formatTorontoDateTime(request.createdAt)}
        </p>
        {request.replacement && (
          <p className="text-[0.9rem] text-slate-700">
            Replacement for {request.replacement.reason} card {request.replacement.lostCardNo}: new number{' '}
            {request.replacement.cardNo}
          </p>
        )}
        <div>
          <StatusCell request={request} onFulfil={onFulfil} />
        </div>
      </>
    )
  }
}

/** `/admin/cardrequests`: the customers' requests for more cards, new ones first, each fulfilled with one button. */
export default function CardRequestList({ section }: SectionScreenProps) {
  const admin = useAdminList<AdminCardRequestRow>('/api/salt/admin/cardrequests')
  const fulfil = useFulfilRequest(admin.query.reload)
  return (
    <AdminListFrame
      section={section}
      admin={admin}
      noun="Card requests"
      searchPlaceholder="Customer name, company or number"
      filters={[{ name: 'status', label: 'Status', options: statusOptions }]}
      cardSort={sortOptions}
      empty={{
        noMatch: 'No card request matches.',
        noneYet: 'No customer has asked for cards yet.',
        showAll: 'Show every request',
      }}
      look={compactTableFromLg}
      columns={columnsFor(fulfil)}
      card={cardFor(fulfil)}
      cardClass="flex flex-col gap-2 py-3"
      rowKey={(request) => request.id}
    />
  )
}
