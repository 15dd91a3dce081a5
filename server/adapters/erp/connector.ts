/**
 * The ERP (Microsoft Dynamics NAV) as the rest of the app sees it: a call that posts a Salt Card ledger entry and one
 * that posts an accepted order as a sales order, each answering NAV's document number or throwing. The jobs worker
 * retries what throws (server/jobs/erp-postings.ts).
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

/** One line of a sales order: what the accepted quote version priced. */
export interface ErpSalesOrderLine {
  item: string
  unit: string
  /** The quantity as a decimal string (40.5), never a float's tail. */
  quantity: string
  unitPriceCents: number
}

/** An accepted order as NAV's Sales Order receives it (ADR 0036). */
export interface ErpSalesOrder {
  /** Our order number (SO-000123): NAV's "External Document No.", looked up before an order is created. */
  externalDocumentNo: string
  customerNo: string
  /** The customer's purchase-order number, blank when they gave none. */
  poNumber: string
  /** yyyy-MM-dd in Toronto, the day the quote was accepted. */
  orderDate: string
  /** yyyy-MM-dd, the day of the accepted delivery window. */
  requestedDeliveryDate: string
  /** The yard the order ships from (NAV's Location Code) once staff scheduled it; null before. */
  yard: string | null
  /** The delivery site the customer gave with their list, blank parts left out. */
  shipTo: { address: string; city: string; postalCode: string }
  lines: ErpSalesOrderLine[]
  deliveryFeeCents: number
}

/**
 * A change staff made to an order after NAV's sales order was created (ADR 0040): the header as the order stands
 * when the update is sent, so sending it again changes nothing. The shop's status and its cancel reason go to two
 * fields NAV's Sales Order page must carry; the shop never deletes a sales order in NAV.
 */
export interface ErpSalesOrderUpdate {
  /** Our order number, by which NAV's sales order is found (it must exist: the create comes first). */
  externalDocumentNo: string
  /** The yard the order ships from (NAV's Location Code); null until staff schedule it. */
  yard: string | null
  /** yyyy-MM-dd: the scheduled day, else the accepted window's day. */
  requestedDeliveryDate: string
  /** The shop's status of the order: confirmed, scheduled, out-for-delivery, delivered, closed or cancelled. */
  status: string
  /** Why staff cancelled it; blank otherwise. */
  cancelReason: string
}

export interface ErpConnector {
  /** 'sandbox' or 'odata', for logs and the admin area. */
  readonly name: string
  post(document: ErpDocument): Promise<{ documentNo: string }>
  /**
   * Finds the sales order by its external document number first and answers its number; creates it only when NAV
   * has none, so a resend after a lost answer never makes a second order.
   */
  postSalesOrder(order: ErpSalesOrder): Promise<{ documentNo: string }>
  /**
   * Writes the order's change onto NAV's sales order, found by its external document number; fails (to be retried)
   * when NAV has no such order. Answers NAV's number of the order.
   */
  updateSalesOrder(update: ErpSalesOrderUpdate): Promise<{ documentNo: string }>
}

/** The external document number of a ledger entry. */
export const externalDocumentNo = (ledgerId: number) => `SC-${ledgerId}`
