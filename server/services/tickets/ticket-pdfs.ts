import type { DeliveryTicket, PickupTicket } from '#domain/tickets/answers.ts'
import {
  deliveryLineText,
  deliveryTicketFields,
  deliveryTicketTitle,
  pickupTicketFields,
  pickupTicketTitle,
  timesNote,
} from '#domain/tickets/texts.ts'
import { renderPdf } from '#server/services/documents/pdf-document.ts'

/**
 * The tickets as PDFs: the same rows as their pages. A ticket's PDF carries the time of what it records as its
 * date, so downloading it twice gives the same file.
 */
export function pickupTicketPdf(ticket: PickupTicket, brandName: string): Promise<Uint8Array> {
  return renderPdf(
    {
      title: pickupTicketTitle(ticket.ticketNo),
      subtitle: `${brandName} · Salt Card pickup · ${timesNote}`,
      blocks: [{ kind: 'fields', rows: pickupTicketFields(ticket) }],
    },
    { at: new Date(ticket.printedAt) },
  )
}

export function deliveryTicketPdf(ticket: DeliveryTicket, brandName: string): Promise<Uint8Array> {
  return renderPdf(
    {
      title: deliveryTicketTitle(ticket.ticketNo),
      subtitle: `${brandName} · Delivery of order ${ticket.orderNo} · ${timesNote}`,
      blocks: [
        { kind: 'fields', rows: deliveryTicketFields(ticket) },
        { kind: 'heading', text: 'Ordered' },
        ...ticket.lines.map((line) => ({ kind: 'paragraph' as const, text: deliveryLineText(line) })),
      ],
    },
    { at: new Date(ticket.deliveredAt) },
  )
}
