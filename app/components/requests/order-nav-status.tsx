import { salesOrderStatusText, salesOrderTexts } from '#domain/orders/texts.ts'
import type { OrderNavView } from '#domain/quotes/answers.ts'

/** Where the order's NAV sales order stands, in words, with NAV's order number once it is posted. */
export function OrderNavStatus({ nav }: { nav: OrderNavView | null }) {
  if (!nav) return null
  return (
    <p>
      <span className="font-semibold">{salesOrderTexts.heading}:</span> {salesOrderStatusText(nav)}
    </p>
  )
}
