import { Link } from 'react-router'
import { AdminPageHeader } from '#app/components/admin/admin-page-header.tsx'
import { CustomerStatusBadge, RequestStatusBadge } from '#app/components/admin/customers/badges.tsx'
import { useFulfilRequest } from '#app/components/admin/customers/use-fulfil-request.ts'
import { AdminListBody } from '#app/components/admin/list/admin-list-body.tsx'
import { FilterSelect, ListSearch } from '#app/components/admin/list/list-search.tsx'
import { SortHeader } from '#app/components/admin/list/sort-header.tsx'
import { type ListParams, useListParams } from '#app/components/admin/list/use-list-params.ts'
import { useAdminQuery } from '#app/components/admin/use-admin-query.ts'
import { smallPrimaryButton } from '#app/components/salt-card/styles.ts'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import type { AdminCardRequestRow } from '#app/lib/admin-customers.ts'
import { adminPath } from '#app/lib/admin-sections.ts'
import { isActiveCustomer } from '#app/lib/customer-activation.ts'
import type { AdminListPage } from '#app/lib/schemas/admin.ts'
import { formatPrintedDateTime } from '#app/lib/transaction-format.ts'
import type { SectionScreenProps } from '../screens.ts'

const statusOptions = [
  { value: '', label: 'All' },
  { value: 'new', label: 'New' },
  { value: 'done', label: 'Done' },
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
      </ListSearch>
      <AdminListBody
        list={list}
        query={query}
        noun="Card requests"
        empty={
          <div className="flex flex-col items-center gap-2">
            <p className="font-semibold">
              {filtered ? 'No card request matches.' : 'No customer has asked for cards yet.'}
            </p>
            {filtered && (
              <button
                type="button"
                className="text-brand underline"
                onClick={() => list.change({ q: null, status: null })}
              >
                Show every request
              </button>
            )}
          </div>
        }
      >
        {(requests) => <RequestTable requests={requests} list={list} onFulfil={fulfil} />}
      </AdminListBody>
    </div>
  )
}

const cell = 'border-t border-slate-200 px-3 py-2 align-top'

function RequestTable({
  requests,
  list,
  onFulfil,
}: {
  requests: AdminCardRequestRow[]
  list: ListParams
  onFulfil: (request: AdminCardRequestRow) => void
}) {
  const { brandPrefix } = usePublicConfig()
  return (
    <div
      role="region"
      aria-label="Card requests (scrolls sideways)"
      // A scrolling region must take focus itself, or keyboard users cannot scroll it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="max-w-full overflow-x-auto focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none"
    >
      <table className="w-full min-w-[40rem] border-collapse text-left text-[0.95rem]">
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
              <td className={`${cell} whitespace-nowrap tabular-nums`}>
                #{request.id}
                <span className="block text-[0.85rem] text-slate-700">{when(request.createdAt)}</span>
              </td>
              <td className={cell}>
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
                {!isActiveCustomer(request.customer.active) && (
                  <CustomerStatusBadge active={request.customer.active} />
                )}
              </td>
              <td className={`${cell} tabular-nums`}>{request.quantity}</td>
              <td className={cell}>
                {request.status === 'new' ? (
                  <button
                    type="button"
                    className={smallPrimaryButton}
                    aria-label={`Fulfil request #${request.id} of ${request.customer.name}`}
                    onClick={() => onFulfil(request)}
                  >
                    Fulfil
                  </button>
                ) : (
                  <span className="flex flex-col gap-1">
                    <RequestStatusBadge status={request.status} />
                    <span className="text-[0.85rem] text-slate-700">
                      {request.fulfilledAt && when(request.fulfilledAt)}
                      {request.fulfilledByName && ` by ${request.fulfilledByName}`}
                    </span>
                  </span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
