import { formatTorontoDateTime } from '#domain/kernel/shop-time/format.ts'
import { paymentMethodLabels } from '#domain/orders/texts.ts'
import { formatCents } from '#domain/salt-card/load-amount.ts'
import { erpStatusLabels, formatTonnes } from '#domain/salt-card/transaction-format.ts'
import type { DeliveryTicket, PickupTicket } from './answers.ts'

/** The words of e-tickets, one source for the page, the PDF and the mail. */

export const pickupTicketTitle = (ticketNo: string) => `Pickup ticket ${ticketNo}`
export const deliveryTicketTitle = (ticketNo: string) => `Delivery ticket ${ticketNo}`
export const ticketNotFoundText = 'This ticket does not exist.'
export const deliveryTicketNotFoundText = 'This request has no delivery ticket yet.'
export const ticketLoadFailedText = 'The ticket could not be loaded. Please reload the page.'
export const ticketPdfLinkText = 'Download the PDF'
export const ticketLinkText = 'E-ticket'
export const deliveryTicketLinkText = 'Delivery ticket'
export const timesNote = 'Times are Toronto time.'

/** A card number as a ticket shows it: only its last four digits, as on a receipt. */
export const maskedCardNo = (cardNo: string) => `•••• ${cardNo.slice(-4)}`

export const pickupTicketFileName = (ticketNo: string) => `pickup-ticket-${fileSafe(ticketNo)}.pdf`
export const deliveryTicketFileName = (ticketNo: string) => `delivery-ticket-${fileSafe(ticketNo)}.pdf`

/** A reference typed at the scale or by staff, reduced to what every file system and header accepts. */
const fileSafe = (text: string) => text.replace(/[^A-Za-z0-9._-]+/g, '-').slice(0, 60) || 'ticket'

const navStatus = (status: PickupTicket['erpStatus']) =>
  status === null ? 'Not posted' : erpStatusLabels[status]

/** The ticket's rows, label and value, in the order the page and the PDF show them. */
export function pickupTicketFields(ticket: PickupTicket): Array<[string, string]> {
  return [
    ['Ticket number', ticket.ticketNo],
    ['Yard', ticket.yardName ?? ''],
    ['Product', ticket.product ?? ''],
    ['Quantity', formatTonnes(ticket.tonnes)],
    ['Card', `${ticket.cardName} (${ticket.cardNoMasked})`],
    ['Time (Toronto)', formatTorontoDateTime(ticket.printedAt)],
    ['Amount', formatCents(ticket.amountCents)],
    ['Balance after', formatCents(ticket.balanceAfterCents)],
    ['NAV posting', navStatus(ticket.erpStatus)],
  ]
}

export function deliveryTicketFields(ticket: DeliveryTicket): Array<[string, string]> {
  const payment =
    ticket.cardNoMasked === null
      ? paymentMethodLabels[ticket.paymentMethod]
      : `${paymentMethodLabels[ticket.paymentMethod]} (${ticket.cardNoMasked})`
  return [
    ['Delivery ticket', ticket.ticketNo],
    ['Order number', ticket.orderNo],
    ['PO number', ticket.poNumber || 'None given'],
    ['Delivered', ticket.deliveredQuantity],
    ['Time (Toronto)', formatTorontoDateTime(ticket.deliveredAt)],
    ['Yard', ticket.yardName ?? ''],
    ['Signed by', ticket.signatureName],
    ['Amount', formatCents(ticket.totalCents)],
    ['Payment', payment],
    ...(ticket.paidCents === null
      ? []
      : ([
          ['Paid from the card', formatCents(ticket.paidCents)],
          ['NAV posting', navStatus(ticket.erpStatus)],
        ] as Array<[string, string]>)),
  ]
}

/** The ordered lines, one sentence each ("Treated Rock Salt, tonne: 40"). */
export const deliveryLineText = (line: DeliveryTicket['lines'][number]) =>
  `${line.productName}, ${line.unitName}: ${line.quantity}`
