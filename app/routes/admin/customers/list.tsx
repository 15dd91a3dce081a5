import { RecordLink } from '#app/components/admin/record-link.tsx'
import { CustomerStatusBadge } from '#app/components/admin/customers/badges.tsx'
import { CardLines } from '#app/components/admin/customers/card-lines.tsx'
import { AdminListFrame } from '#app/components/admin/list/admin-list-frame.tsx'
import { choices } from '#app/components/admin/list/choices.ts'
import type { ListColumn } from '#app/components/admin/list/list-table.tsx'
import { useAdminList } from '#app/components/admin/list/use-admin-list.ts'
import { compactTableFromLg } from '#app/components/ui/table.tsx'
import type { AdminCustomerRow } from '#domain/admin/customers/answers.ts'
import { customerSearchPlaceholder, customerStatusLabels } from '#domain/admin/customers/texts.ts'
import type { SectionScreenProps } from '../screens.ts'

const statusOptions = choices({
  '': 'All',
  active: customerStatusLabels.active,
  inactive: customerStatusLabels.inactive,
})
const prepaidOptions = choices({ '': 'All', yes: 'Prepaid', no: 'Not prepaid' })
const sortOptions = choices({
  '': 'Name',
  customerNo: 'Customer number',
  company: 'Company',
  created: 'Newest account',
})

function CustomerLink({ customer }: { customer: AdminCustomerRow }) {
  return (
    <RecordLink kind="customers" id={customer.id}>
      {customer.name}
    </RecordLink>
  )
}

const columns: ReadonlyArray<ListColumn<AdminCustomerRow>> = [
  {
    header: 'Customer',
    sortKey: 'name',
    isDefault: 'asc',
    cell: (customer) => (
      <>
        <CustomerLink customer={customer} />
        <span className="mt-1 flex flex-wrap items-center gap-2 text-[0.85rem] text-slate-700">
          <CustomerStatusBadge active={customer.active} />
          {customer.paymentOption}
        </span>
        <span className="block text-[0.85rem] break-all text-slate-700">{customer.eMail}</span>
      </>
    ),
  },
  {
    header: 'Number',
    sortKey: 'customerNo',
    cellClass: 'whitespace-nowrap',
    cell: (customer) => customer.customerNo,
  },
  { header: 'Company', sortKey: 'company', cell: (customer) => customer.company },
  { header: 'Cards and balances', cell: (customer) => <CardLines cards={customer.cards} /> },
]

/** Phones and tablets (the admin navigation takes the side from 768 px): one card per customer. */
function CustomerCard(customer: AdminCustomerRow) {
  return (
    <>
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
    </>
  )
}

/** `/admin/customers`: search, filter, sort and page through the customer accounts, each with its cards. */
export default function CustomerList({ section }: SectionScreenProps) {
  const admin = useAdminList<AdminCustomerRow>('/api/salt/admin/customers')
  return (
    <AdminListFrame
      section={section}
      admin={admin}
      noun="Customers"
      searchPlaceholder={customerSearchPlaceholder}
      filters={[
        { name: 'status', label: 'Status', options: statusOptions },
        { name: 'prepaid', label: 'Payment', options: prepaidOptions },
      ]}
      cardSort={sortOptions}
      empty={{
        noMatch: 'No customer matches.',
        noneYet: 'There are no customers yet.',
        showAll: 'Show every customer',
      }}
      look={compactTableFromLg}
      columns={columns}
      card={CustomerCard}
      rowKey={(customer) => customer.id}
    />
  )
}
