import type { ErpPostingStatus, TransactionType } from '#domain/salt-card/answers.ts'

/** `GET /api/salt/statements`: the Toronto months (YYYY-MM) with ledger activity on the caller's cards, newest first. */
export interface StatementMonths {
  months: string[]
}

/** One ledger entry of the month, with the card's balance after it in the statement's (printed-time) order. */
export interface StatementEntry {
  id: number
  printedAt: string
  type: TransactionType
  /** The scale ticket, payment id or order number the entry carries. */
  reference: string
  locationName: string | null
  product: string | null
  tonnes: string | null
  /** Signed: loads positive, pickups and order payments negative. */
  amountCents: number
  balanceCents: number
  erpStatus: ErpPostingStatus | null
}

/** The month's movements by kind, signed as in the ledger. */
export type StatementTotals = Record<TransactionType, number> & {
  openingCents: number
  closingCents: number
}

export interface StatementCard {
  cardId: number
  cardName: string
  cardNoMasked: string
  totals: StatementTotals
  entries: StatementEntry[]
}

/**
 * `GET /api/salt/statements/:month`: per card, the balance at the month's first instant in Toronto, every entry
 * printed in the month, the balance at its end; and the same totals for all the cards together. Closing equals
 * opening plus the month's entries; both are sums of the ledger.
 */
export interface MonthlyStatement {
  month: string
  accountName: string
  customerNo: string
  cards: StatementCard[]
  totals: StatementTotals
}
