/**
 * Request and response shapes of the Salt Card calls, shared by the API and the customer screens.
 * Money is in integer cents; times are ISO 8601 UTC strings, shown in America/Toronto.
 */
import type { ProfileCard } from '#domain/account/answers.ts'

/** `PATCH /api/salt/cards/:id` { name } → the renamed card. 404 when the card is not the caller's. */
export interface RenameCardResponse {
  success: true
  card: ProfileCard
}

/** `POST /api/salt/deactivatecard` { cardNo } → the card leaves the account's list; its ledger stays. */
export interface DeactivateCardResponse {
  success: true
}

/** `POST /api/salt/load-funds/checkout` { cardId, amountCents } → where the browser goes to pay. */
export interface CheckoutResponse {
  redirectUrl: string
}

/**
 * `GET /api/salt/load-funds?ticket=…&card=…` after the payment page sends the customer back. Approved: the card was
 * credited (once, however often the ticket is replayed). Declined: nothing was written; `reason` says why.
 * A tampered or expired ticket is a 400 error instead.
 */
export type LoadFundsResponse =
  | { success: true; cardId: number; amountCents: number; balanceCents: number; paymentId: string }
  | { success: false; reason: string }

export type TransactionType = 'load' | 'pickup' | 'adjustment' | 'order'
export type ErpPostingStatus = 'pending' | 'approved' | 'failed' | 'dead'

/** One ledger entry as the transactions page shows it. */
export interface TransactionRow {
  id: number
  /** PrintedDateTime (the original site's name): ISO instant; the page shows it as yyyy-MM-dd HH:mm in Toronto. */
  PrintedDateTime: string
  cardId: number
  cardNo: string
  cardName: string
  type: TransactionType
  locationName: string | null
  product: string | null
  /** Decimal string such as "12.340", pickups only. */
  tonnes: string | null
  /** Signed: loads positive, pickups negative. */
  amountCents: number
  balanceAfterCents: number
  erpStatus: ErpPostingStatus | null
}

/**
 * `GET /api/salt/transactions?cardId&from&to&page&pageSize` (from/to are yyyy-MM-dd Toronto days, inclusive) →
 * newest first by PrintedDateTime. `GET /api/salt/transactions.csv` with the same filters → text/csv of all matches.
 */
export interface TransactionsPage {
  items: TransactionRow[]
  total: number
  page: number
  pageSize: number
}

/** `POST /api/salt/change-password` { currentPassword, newPassword } → the account's other sessions end. */
export interface ChangePasswordResponse {
  success: true
}

/** Load limits, from the server configuration (root loader's public config `loadFunds`). */
export interface LoadFundsLimits {
  minCents: number
  maxCents: number
}
