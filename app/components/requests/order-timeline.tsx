import { Link } from 'react-router'
import { formatTorontoDateTime } from '#domain/kernel/shop-time/format.ts'
import { orderStatusLabels, paymentMethodLabels } from '#domain/orders/texts.ts'
import type { OrderView } from '#domain/quotes/answers.ts'
import type { ReactNode } from 'react'
import { formatCents } from '#domain/salt-card/load-amount.ts'
import { deliveryTicketLinkText } from '#domain/tickets/texts.ts'

const detailLabels: Record<string, string> = {
  poNumber: 'PO number',
  acceptedBy: 'Accepted by',
  window: 'Delivery',
  yard: 'Yard',
  carrier: 'Truck / carrier',
  deliveredQuantity: 'Delivered',
  deliveredAt: 'Delivered at',
  ticketNo: 'Delivery ticket',
  signatureName: 'Signed by',
  reason: 'Reason',
}

const detailValue = (key: string, value: string) =>
  key === 'deliveredAt' ? formatTorontoDateTime(value) : value

/**
 * The order and every step it took, oldest first, with what came with each step; the customer's page passes the
 * delivery ticket's address, which the delivered step links. `children` go under the order's totals:
 * where its NAV sales order stands, in the customer's words or the staff's.
 */
export function OrderTimeline({
  order,
  ticketHref,
  children,
}: {
  order: OrderView
  ticketHref?: string
  children?: ReactNode
}) {
  return (
    <section aria-labelledby="order-heading" className="flex flex-col gap-3">
      <h2 id="order-heading" className="text-xl font-bold">
        Order {order.orderNo}: {orderStatusLabels[order.status]}
      </h2>
      <p>
        {formatCents(order.totalCents)} · {paymentMethodLabels[order.paymentMethod]}
        {order.cardNo && ` (card ${order.cardNo})`}
        {order.paidCents !== null && ` · paid ${formatCents(order.paidCents)}`}
      </p>
      {children}
      <ol aria-label="Order timeline" className="flex flex-col gap-3 border-l-2 border-brand/40 pl-4">
        {order.events.map((event, index) => (
          <li key={index}>
            <p className="font-semibold">
              {orderStatusLabels[event.status]}{' '}
              <span className="font-normal text-slate-700">{formatTorontoDateTime(event.createdAt)}</span>
            </p>
            <ul className="text-[0.95rem]">
              {Object.entries(event.details)
                .filter(([, value]) => value !== '')
                .map(([key, value]) => (
                  <li key={key}>
                    {detailLabels[key] ?? key}: {detailValue(key, value)}
                  </li>
                ))}
              {ticketHref && event.status === 'delivered' && order.ticketNo && (
                <li>
                  <Link className="font-semibold text-brand underline" to={ticketHref}>
                    {deliveryTicketLinkText} {order.ticketNo}
                  </Link>
                </li>
              )}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  )
}
