import type { ErpPostingStatus } from '#domain/salt-card/answers.ts'
import type { paymentMethodLabels } from '#domain/orders/texts.ts'

/**
 * `GET /api/salt/tickets/:transactionId`: the e-ticket of one Salt Card pickup. Times are ISO instants,
 * shown in Toronto; money in cents. Another account's pickup, or a card a driver does not hold, is a 404.
 */
export interface PickupTicket {
  transactionId: number
  /** The scale house's ticket number (the ledger entry's reference). */
  ticketNo: string
  yardName: string | null
  product: string | null
  /** Tonnes as the scale recorded them (decimal string, up to three decimals). */
  tonnes: string | null
  cardName: string
  cardNoMasked: string
  printedAt: string
  /** What the pickup cost, positive. */
  amountCents: number
  balanceAfterCents: number
  erpStatus: ErpPostingStatus | null
}

/** `GET /api/salt/requests/:id/ticket`: the delivery ticket of a request's delivered order; a 404 before delivery. */
export interface DeliveryTicket {
  requestId: number
  ticketNo: string
  orderNo: string
  poNumber: string
  /** As the driver recorded it, unit included ("40 t"). */
  deliveredQuantity: string
  deliveredAt: string
  yardName: string | null
  signatureName: string
  /** What the accepted quote version ordered. */
  lines: Array<{ productName: string; unitName: string; quantity: number }>
  totalCents: number
  paymentMethod: keyof typeof paymentMethodLabels
  cardNoMasked: string | null
  /** The Salt Card debit at delivery, positive; null when paid on account. */
  paidCents: number | null
  /** The NAV posting of that debit; null when paid on account. */
  erpStatus: ErpPostingStatus | null
}
