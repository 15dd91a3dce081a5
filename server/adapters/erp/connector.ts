/**
 * The ERP (Microsoft Dynamics NAV) as the rest of the app sees it: one call that posts a Salt Card ledger entry
 * and answers NAV's document number, or throws. The jobs worker retries what throws (server/jobs/erp-postings.ts).
 */

/** One ledger entry as NAV receives it. */
export interface ErpDocument {
  /**
   * NAV's "External Document No.": ours, one per ledger entry, so a post repeated after a lost answer is
   * recognised instead of booked twice.
   */
  externalDocumentNo: string
  entryType: 'load' | 'pickup' | 'adjustment' | 'order'
  customerNo: string
  cardNo: string
  /** yyyy-MM-dd in Toronto, NAV's posting date. */
  postingDate: string
  /** ISO instant of the ticket or payment. */
  printedAt: string
  /** Signed cents: loads positive, pickups negative. */
  amountCents: number
  /** The payment id of a load or the scale ticket number of a pickup. */
  reference: string
  locationSlug: string | null
  product: string | null
  tonnes: string | null
}

export interface ErpConnector {
  /** 'sandbox' or 'odata', for logs and the admin area. */
  readonly name: string
  post(document: ErpDocument): Promise<{ documentNo: string }>
}

/** The external document number of a ledger entry. */
export const externalDocumentNo = (ledgerId: number) => `SC-${ledgerId}`
