import { UsersList } from '#app/components/admin/customers/users-list.tsx'
import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router'
import { AdminPageHeader, type PageBack } from '#app/components/admin/admin-page-header.tsx'
import { AdjustmentForm } from '#app/components/admin/customers/adjustment-form.tsx'
import { CustomerStatusBadge } from '#app/components/admin/customers/badges.tsx'
import { CardsTable } from '#app/components/admin/customers/cards-table.tsx'
import { ContractPricesPanel } from '#app/components/admin/customers/contract-prices-panel.tsx'
import { ProfileForm } from '#app/components/admin/customers/profile-form.tsx'
import { RequestsPanel } from '#app/components/admin/customers/requests-panel.tsx'
import { SetPasswordLinkButton } from '#app/components/admin/customers/set-password-link-button.tsx'
import { TransactionsPanel } from '#app/components/admin/customers/transactions-panel.tsx'
import { useActivation } from '#app/components/admin/customers/use-activation.ts'
import { AdminRecordFrame } from '#app/components/admin/record/admin-record-frame.tsx'
import { type AdminQuery, useAdminQuery } from '#app/components/admin/use-admin-query.ts'
import { smallButton, smallDangerButton } from '#app/components/ui/buttons.ts'
import type { AdminCustomer, AdminCustomerTransactionsPage } from '#domain/admin/customers/answers.ts'
import { isActiveCustomer } from '#domain/account/activation.ts'
import type { RecordScreenProps } from '../screens.ts'

/** `/admin/customers/{id}`: the customer's status, cards and balances, profile, transactions and requests. */
export default function CustomerRecord({ section, id }: RecordScreenProps) {
  const [params] = useSearchParams()
  const transactionsPage = Math.max(1, Math.min(100_000, Number(params.get('tx')) || 1))
  // Asked for beside the customer, not after it: the panel shows its own loading and failure.
  const transactions = useAdminQuery<AdminCustomerTransactionsPage>(
    `/api/salt/admin/customers/${id}/transactions?page=${transactionsPage}`,
  )
  const hrefFor = (page: number) => {
    const next = new URLSearchParams(params)
    next.set('tx', String(page))
    return `?${next}`
  }
  return (
    <AdminRecordFrame<AdminCustomer>
      section={section}
      path={id === null ? null : `/api/salt/admin/customers/${id}`}
    >
      {({ record, back, query }) =>
        record && (
          <CustomerPage
            record={record}
            back={back}
            customer={query}
            transactions={transactions}
            hrefFor={hrefFor}
          />
        )
      }
    </AdminRecordFrame>
  )
}

interface CustomerPageProps {
  record: AdminCustomer
  back: PageBack
  customer: AdminQuery<AdminCustomer>
  transactions: AdminQuery<AdminCustomerTransactionsPage>
  hrefFor: (page: number) => string
}

function CustomerPage({ record, back, customer, transactions, hrefFor }: CustomerPageProps) {
  return (
    <div className="flex flex-col gap-8">
      <CustomerHeader record={record} back={back} />
      <Part title="Cards and balances">
        <CardsTable cards={record.cards} />
        {record.cards.length > 0 && (
          <AdjustmentForm
            customerId={record.id}
            cards={record.cards}
            onAdjusted={() => {
              customer.reload()
              transactions.reload()
            }}
          />
        )}
      </Part>
      <Part title="Users and roles">
        <UsersList users={record.users} />
      </Part>
      <Part title="Profile">
        <ProfileForm customer={record} onSaved={customer.setData} />
      </Part>
      <Part title="Recent transactions">
        <TransactionsPanel query={transactions} hrefFor={hrefFor} />
      </Part>
      <Part title="Contract prices">
        <ContractPricesPanel customerId={record.id} />
      </Part>
      <Part title="Requests">
        <RequestsPanel cardRequests={record.cardRequests} listRequests={record.listRequests} />
      </Part>
    </div>
  )
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="flex flex-col gap-4">
      <h2 className="border-b-2 border-slate-200 pb-1 text-[1.3rem] font-bold text-brand-dark">{title}</h2>
      {children}
    </section>
  )
}

/** Name, number, status and the account actions; the status changes only once the server said so. */
function CustomerHeader({ record, back }: { record: AdminCustomer; back: PageBack }) {
  const activation = useActivation(record)
  const active = isActiveCustomer(activation.active)
  return (
    <div className="flex flex-col gap-3">
      <AdminPageHeader
        title={record.name}
        back={back}
        actions={
          <>
            <SetPasswordLinkButton customerId={record.id} />
            <button
              type="button"
              className={active ? smallDangerButton : smallButton}
              onClick={() => activation.request(!active)}
            >
              {active ? 'Deactivate account' : 'Activate account'}
            </button>
          </>
        }
      />
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-[0.95rem] text-slate-700">
        <span>Customer {record.customerNo}</span>
        <span>{record.paymentOption}</span>
        <span role="status" aria-label="Account status">
          <CustomerStatusBadge active={activation.active} />
        </span>
      </p>
    </div>
  )
}
