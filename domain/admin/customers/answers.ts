/**
 * What the customer and card request endpoints of the admin area answer, shared by the API and the
 * screens. Money is in integer cents except where a form holds dollar text; times are ISO 8601 strings.
 */
import type { CompanyUser } from '#domain/account/company-users.ts'
import type { TransactionType } from '#domain/salt-card/answers.ts'
import type { CustomerProfileInput } from './schemas.ts'

export interface AdminCustomerCard {
  id: number
  cardNo: string
  name: string
  status: 'active' | 'deactivated'
  balanceCents: number
}

/** One row of `/admin/customers`. */
export interface AdminCustomerRow {
  id: number
  customerNo: string
  name: string
  company: string | null
  eMail: string
  /** A customer's `active`: 0 deactivated, 1 active. */
  active: number
  paymentOption: string
  cards: AdminCustomerCard[]
}

export interface AdminCardRequestSummary {
  id: number
  quantity: number
  status: 'new' | 'done'
  createdAt: string
  fulfilledAt: string | null
  fulfilledByName: string | null
}

export interface AdminListRequestSummary {
  id: number
  kind: 'myList' | 'listLogin' | 'newAccount'
  status: 'new' | 'contacted' | 'closed'
  itemCount: number
  createdAt: string
}

/** `GET /api/salt/admin/customers/:id`: the profile as staff edit it, the cards, the requests. */
export interface AdminCustomer extends CustomerProfileInput {
  id: number
  version: number
  customerNo: string
  active: number
  createdAt: string
  cards: AdminCustomerCard[]
  /** Who signs in to the account (ADR 0027): its own login first, then its users with their roles. */
  users: CompanyUser[]
  cardRequests: AdminCardRequestSummary[]
  listRequests: AdminListRequestSummary[]
}

/** One ledger entry on the customer's page; adjustments carry their reason and who made them. */
export interface AdminCustomerTransaction {
  id: number
  printedAt: string
  cardNo: string
  cardName: string
  type: TransactionType
  amountCents: number
  balanceAfterCents: number
  locationName: string | null
  product: string | null
  reason: string | null
  staffName: string | null
}

export interface AdminCustomerTransactionsPage {
  items: AdminCustomerTransaction[]
  total: number
  page: number
  pageSize: number
}

/** `POST /api/salt/admin/customers/:id/cards/:cardId/adjustments`. */
export interface AdjustmentResponse {
  ledgerId: number
  amountCents: number
  balanceCents: number
  /** The same idempotency key came again: nothing new was written, this is the first answer. */
  replayed: boolean
}

/** `POST /api/salt/admin/customers/:id/set-password-link`. */
export interface SetPasswordLinkResponse {
  success: true
  eMail: string
}

/** One row of `/admin/cardrequests`. */
export interface AdminCardRequestRow extends AdminCardRequestSummary {
  customer: { id: number; customerNo: string; name: string; company: string | null; active: number }
  /**
   * A card the customer reported lost or stolen (ADR 0026): its replacement number is already issued and holds the
   * balance; fulfilling the request means the plastic card is on its way, and issues no other card.
   */
  replacement: { lostCardNo: string; cardNo: string; reason: 'lost' | 'stolen' } | null
}

/** `POST /api/salt/admin/cardrequests/:id/fulfil`. */
export interface FulfilCardRequestResponse {
  request: AdminCardRequestRow
  /** The cards this call issued; none when the request had been fulfilled before. */
  cards: Array<{ id: number; cardNo: string; name: string }>
  alreadyFulfilled: boolean
}

/** The form values of a customer's profile. */
export function customerFormValues(customer: AdminCustomer): CustomerProfileInput & { version: number } {
  return {
    version: customer.version,
    name: customer.name,
    eMail: customer.eMail,
    company: customer.company,
    contactNumber: customer.contactNumber,
    address: customer.address,
    city: customer.city,
    postalCode: customer.postalCode,
    paymentOption: customer.paymentOption,
    lowBalanceThreshold: customer.lowBalanceThreshold,
  }
}
