import type { ErpPostingStatus, TransactionType } from '#domain/salt-card/answers.ts'

/** Where a ledger entry's posting to NAV stands (erp_postings.status). */
export const erpPostingStatuses = [
  'pending',
  'approved',
  'failed',
  'dead',
] as const satisfies readonly ErpPostingStatus[]

/** Staff see the worker's own words: failed is retried on its own, dead waits for them. */
export const navStatusLabels: Record<ErpPostingStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  failed: 'Failed',
  dead: 'Dead',
}

/** Retry is offered on what NAV has refused: a failed posting waiting for its next attempt, or a dead one. */
export const isRetriable = (status: ErpPostingStatus | null) => status === 'failed' || status === 'dead'

/** One load, pickup or adjustment of `GET /api/salt/admin/transactions`, with its NAV posting. */
export interface AdminTransactionRow {
  /** The ledger entry's id. */
  id: number
  /** PrintedDateTime (the original site's field name), an ISO instant; the list is newest first by it. */
  PrintedDateTime: string
  type: TransactionType
  /** The payment id of a load, the scale ticket number of a pickup. */
  reference: string
  customerNo: string
  customerName: string
  cardNo: string
  cardName: string
  yardSlug: string | null
  yardName: string | null
  product: string | null
  /** Decimal string such as "4.370", pickups only. */
  tonnes: string | null
  /** Signed: loads positive, pickups negative. */
  amountCents: number
  /** Why staff adjusted a balance; adjustments only. */
  reason: string | null
  /** Null for an entry that has no posting (none is written for it). */
  nav: NavPosting | null
  /** A pickup booked as the scale sent it while the shop's price said otherwise (ADR 0031); null otherwise. */
  priceFlag: PickupPriceFlag | null
}

export interface PickupPriceFlag {
  expectedCents: number
  pricePerTonneCents: number
  source: 'contract' | 'list'
}

export interface NavPosting {
  postingId: number
  status: ErpPostingStatus
  attempts: number
  lastError: string | null
  documentNo: string | null
}

/** The filters' choices and the NAV connection, `GET /api/salt/admin/transactions/options`. */
export interface AdminTransactionOptions {
  yards: Array<{ slug: string; name: string }>
  nav: NavConnectorState
}

/**
 * Which connector the server posts through: the sandbox stands in for NAV and has a fault switch (`outage`);
 * with the real NAV (`odata`) there is no switch, and `outage` is null.
 */
export interface NavConnectorState {
  connector: string
  outage: boolean | null
}

/** retrynav's answer: `success` is whether NAV approved the transaction. */
export interface RetryNavResponse {
  success: boolean
  status: ErpPostingStatus
  attempts: number
  documentNo: string | null
}

/** The list's filters that the CSV export takes too: the address's query minus the page. */
export function exportQuery(listQuery: string): string {
  const params = new URLSearchParams(listQuery)
  params.delete('page')
  const text = params.toString()
  return text ? `?${text}` : ''
}

/**
 * Retry all tries at most this many postings a press: each is a call to NAV, and the answer lists them all. Those
 * that waited longest go first, so a second press reaches the ones the first left.
 */
export const retryAllLimit = 20

/** What Retry all did with one posting: NAV took it, NAV refused it again, or it was busy elsewhere (not tried). */
export type RetryAllOutcome = 'posted' | 'failed' | 'skipped'

export interface RetryAllResult {
  postingId: number
  ledgerId: number
  type: TransactionType
  reference: string
  customerName: string
  outcome: RetryAllOutcome
  status: ErpPostingStatus
  attempts: number
  documentNo: string | null
  /** NAV's refusal, or why the posting was not tried. */
  error: string | null
}

/** `POST /api/salt/admin/transactions/retry-all`: one result per posting tried, and how many it left for later. */
export interface RetryAllAnswer {
  results: RetryAllResult[]
  notTried: number
}

/**
 * `GET /api/salt/admin/transactions/retriable`: the failed or dead postings the filters show, and how many of them one
 * press of Retry all sends (at most `retryAllLimit`), for the question asked first.
 */
export interface RetriableCount {
  retriable: number
  thisPress: number
}
