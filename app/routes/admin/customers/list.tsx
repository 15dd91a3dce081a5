import { Link } from 'react-router'
import { AdminPageHeader } from '#app/components/admin/admin-page-header.tsx'
import { CustomerStatusBadge } from '#app/components/admin/customers/badges.tsx'
import { CardLines } from '#app/components/admin/customers/card-lines.tsx'
import { AdminListBody } from '#app/components/admin/list/admin-list-body.tsx'
import { FilterSelect, ListSearch } from '#app/components/admin/list/list-search.tsx'
import { SortHeader } from '#app/components/admin/list/sort-header.tsx'
import { type ListParams, useListParams } from '#app/components/admin/list/use-list-params.ts'
import { useAdminQuery } from '#app/components/admin/use-admin-query.ts'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import type { AdminCustomerRow } from '#domain/admin/customers/answers.ts'
import { adminPath } from '#domain/admin/sections.ts'
import type { AdminListPage } from '#domain/admin/list.ts'
import { customerSearchPlaceholder, customerStatusLabels } from '#domain/admin/customers/texts.ts'
import type { SectionScreenProps } from '../screens.ts'
import { ListEmpty } from '#app/components/admin/list/list-empty.tsx'
import { cardListClass, cellClass } from '#app/components/ui/table.tsx'

const statusOptions = [
  { value: '', label: 'All' },
  { value: 'active', label: customerStatusLabels.active },
  { value: 'inactive', label: customerStatusLabels.inactive },
]
const prepaidOptions = [
  { value: '', label: 'All' },
  { value: 'yes', label: 'Prepaid' },
  { value: 'no', label: 'Not prepaid' },
]
const sortOptions = [
  { value: '', label: 'Name' },
  { value: 'customerNo', label: 'Customer number' },
  { value: 'company', label: 'Company' },
  { value: 'created', label: 'Newest account' },
]
const filterNames = ['q', 'status', 'prepaid'] as const

/** `/admin/customers`: search, filter, sort and page through the customer accounts, each with its cards. */
export default function CustomerList({ section }: SectionScreenProps) {
  const list = useListParams()
  const query = useAdminQuery<AdminListPage<AdminCustomerRow>>(`/api/salt/admin/customers${list.apiQuery()}`)
  const filtered = filterNames.some((name) => list.get(name) !== '')
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={section.title} />
      <ListSearch list={list} placeholder={customerSearchPlaceholder}>
        <FilterSelect list={list} name="status" label="Status" options={statusOptions} />
        <FilterSelect list={list} name="prepaid" label="Payment" options={prepaidOptions} />
        {/* On a phone the list is cards without column headers, so the order is chosen here. */}
        <div className="lg:hidden">
          <FilterSelect list={list} name="sort" label="Sort by" options={sortOptions} />
        </div>
      </ListSearch>
      <AdminListBody
        list={list}
        query={query}
        noun="Customers"
        empty={
          <ListEmpty
            filtered={filtered}
            noMatch="No customer matches."
            noneYet="There are no customers yet."
            showAll="Show every customer"
            onShowAll={() => list.change(Object.fromEntries(filterNames.map((name) => [name, null])))}
          />
        }
      >
        {(customers) => (
          <>
            <CustomerCards customers={customers} />
            <CustomerTable customers={customers} list={list} />
          </>
        )}
      </AdminListBody>
    </div>
  )
}

function CustomerLink({ customer }: { customer: AdminCustomerRow }) {
  const { brandPrefix } = usePublicConfig()
  return (
    <Link
      to={adminPath('customers', brandPrefix, customer.id)}
      className="font-semibold text-brand underline"
    >
      {customer.name}
    </Link>
  )
}

/** Phones and tablets (the admin navigation takes the side from 768 px): one card per customer. */
function CustomerCards({ customers }: { customers: AdminCustomerRow[] }) {
  return (
    <ul aria-label="Customers" className={`${cardListClass} lg:hidden`}>
      {customers.map((customer) => (
        <li key={customer.id} className="flex flex-col gap-1 py-3">
          <p className="flex flex-wrap items-center gap-2">
            <CustomerLink customer={customer} />
            <CustomerStatusBadge active={customer.active} />
          </p>
          <p className="text-[0.9rem] break-words text-slate-700">
            {customer.customerNo} · {customer.paymentOption}
            {customer.company && ` · ${customer.company}`}
          </p>
          <p className="text-[0.9rem] break-all text-slate-700">{customer.eMail}</p>
          <CardLines cards={customer.cards} />
        </li>
      ))}
    </ul>
  )
}

function CustomerTable({ customers, list }: { customers: AdminCustomerRow[]; list: ListParams }) {
  return (
    <table className="hidden w-full border-collapse text-left text-[0.95rem] lg:table">
      <thead>
        <tr>
          <SortHeader list={list} sortKey="name" label="Customer" isDefault />
          <SortHeader list={list} sortKey="customerNo" label="Number" />
          <SortHeader list={list} sortKey="company" label="Company" />
          <th scope="col" className="px-3 py-2 font-bold text-brand-dark">
            Cards and balances
          </th>
        </tr>
      </thead>
      <tbody>
        {customers.map((customer) => (
          <tr key={customer.id}>
            <td className={cellClass}>
              <CustomerLink customer={customer} />
              <span className="mt-1 flex flex-wrap items-center gap-2 text-[0.85rem] text-slate-700">
                <CustomerStatusBadge active={customer.active} />
                {customer.paymentOption}
              </span>
              <span className="block text-[0.85rem] break-all text-slate-700">{customer.eMail}</span>
            </td>
            <td className={`${cellClass} whitespace-nowrap`}>{customer.customerNo}</td>
            <td className={cellClass}>{customer.company}</td>
            <td className={cellClass}>
              <CardLines cards={customer.cards} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
