import { Link } from 'react-router'
import { AdminPageHeader } from '#app/components/admin/admin-page-header.tsx'
import { CustomerStatusBadge, RequestStatusBadge } from '#app/components/admin/customers/badges.tsx'
import { useFulfilRequest } from '#app/components/admin/customers/use-fulfil-request.ts'
import { AdminListBody } from '#app/components/admin/list/admin-list-body.tsx'
import { FilterSelect, ListSearch } from '#app/components/admin/list/list-search.tsx'
import { SortHeader } from '#app/components/admin/list/sort-header.tsx'
import { type ListParams, useListParams } from '#app/components/admin/list/use-list-params.ts'
import { useAdminQuery } from '#app/components/admin/use-admin-query.ts'
import { smallPrimaryButton } from '#app/components/ui/buttons.ts'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import type { AdminCardRequestRow } from '#domain/admin/customers/answers.ts'
import { adminPath } from '#domain/admin/sections.ts'
import { isActiveCustomer } from '#domain/account/activation.ts'
import type { AdminListPage } from '#domain/admin/list.ts'
import { formatPrintedDateTime } from '#domain/salt-card/transaction-format.ts'
import type { SectionScreenProps } from '../screens.ts'
import { ListEmpty } from '#app/components/admin/list/list-empty.tsx'
import { cardListClass, cellClass } from '#app/components/ui/table.tsx'

const statusOptions = [
  { value: '', label: 'All' },
  { value: 'new', label: 'New' },
  { value: 'done', label: 'Done' },
]

const sortOptions = [
  { value: '', label: 'New first' },
  { value: 'created', label: 'Asked' },
  { value: 'customer', label: 'Customer' },
  { value: 'quantity', label: 'Cards' },
]

const when = (iso: string) => Object.values(formatPrintedDateTime(iso)).join(' ')

/** `/admin/cardrequests`: the customers' requests for more cards, new ones first, each fulfilled with one button. */
export default function CardRequestList({ section }: SectionScreenProps) {
  const list = useListParams()
  const query = useAdminQuery<AdminListPage<AdminCardRequestRow>>(
    `/api/salt/admin/cardrequests${list.apiQuery()}`,
  )
  const fulfil = useFulfilRequest(query.reload)
  const filtered = list.q !== '' || list.get('status') !== ''
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={section.title} />
      <ListSearch list={list} placeholder="Customer name, company or number">
        <FilterSelect list={list} name="status" label="Status" options={statusOptions} />
        {/* On a phone the list is cards without column headers, so the order is chosen here. */}
        <div className="lg:hidden">
          <FilterSelect list={list} name="sort" label="Sort by" options={sortOptions} />
        </div>
      </ListSearch>
      <AdminListBody
        list={list}
        query={query}
        noun="Card requests"
        empty={
          <ListEmpty
            filtered={filtered}
            noMatch="No card request matches."
            noneYet="No customer has asked for cards yet."
            showAll="Show every request"
            onShowAll={() => list.change({ q: null, status: null })}
          />
        }
      >
        {(requests) => (
          <>
            <RequestCards requests={requests} onFulfil={fulfil} />
            <RequestTable requests={requests} list={list} onFulfil={fulfil} />
          </>
        )}
      </AdminListBody>
    </div>
  )
}

interface RowsProps {
  requests: AdminCardRequestRow[]
  onFulfil: (request: AdminCardRequestRow) => void
}

function CustomerCell({ request }: { request: AdminCardRequestRow }) {
  const { brandPrefix } = usePublicConfig()
  return (
    <>
      <Link
        to={adminPath('customers', brandPrefix, request.customer.id)}
        className="font-semibold text-brand underline"
      >
        {request.customer.name}
      </Link>
      <span className="block text-[0.85rem] text-slate-700">
        {request.customer.customerNo}
        {request.customer.company && ` · ${request.customer.company}`}
      </span>
      {!isActiveCustomer(request.customer.active) && <CustomerStatusBadge active={request.customer.active} />}
    </>
  )
}

/** The Fulfil button of a new request; who fulfilled it and when, for a done one. */
function StatusCell({
  request,
  onFulfil,
}: {
  request: AdminCardRequestRow
  onFulfil: RowsProps['onFulfil']
}) {
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
        {request.fulfilledAt && when(request.fulfilledAt)}
        {request.fulfilledByName && ` by ${request.fulfilledByName}`}
      </span>
    </span>
  )
}

/** Phones and tablets (the admin navigation takes the side from 768 px): one card per request. */
function RequestCards({ requests, onFulfil }: RowsProps) {
  return (
    <ul aria-label="Card requests" className={`${cardListClass} lg:hidden`}>
      {requests.map((request) => (
        <li key={request.id} className="flex flex-col gap-2 py-3">
          <div>
            <CustomerCell request={request} />
          </div>
          <p className="text-[0.9rem] text-slate-700">
            #{request.id} · {request.quantity} card{request.quantity === 1 ? '' : 's'} · asked{' '}
            {when(request.createdAt)}
          </p>
          <div>
            <StatusCell request={request} onFulfil={onFulfil} />
          </div>
        </li>
      ))}
    </ul>
  )
}

function RequestTable({ requests, list, onFulfil }: RowsProps & { list: ListParams }) {
  return (
    <table className="hidden w-full border-collapse text-left text-[0.95rem] lg:table">
      <thead>
        <tr>
          <SortHeader list={list} sortKey="created" label="Asked" />
          <SortHeader list={list} sortKey="customer" label="Customer" />
          <SortHeader list={list} sortKey="quantity" label="Cards" />
          <th scope="col" className="px-3 py-2 font-bold text-brand-dark">
            Status
          </th>
        </tr>
      </thead>
      <tbody>
        {requests.map((request) => (
          <tr key={request.id}>
            <td className={`${cellClass} whitespace-nowrap tabular-nums`}>
              #{request.id}
              <span className="block text-[0.85rem] text-slate-700">{when(request.createdAt)}</span>
            </td>
            <td className={cellClass}>
              <CustomerCell request={request} />
            </td>
            <td className={`${cellClass} tabular-nums`}>{request.quantity}</td>
            <td className={cellClass}>
              <StatusCell request={request} onFulfil={onFulfil} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
