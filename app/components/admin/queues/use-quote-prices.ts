import { useAdminQuery } from '#app/components/admin/use-admin-query.ts'
import { torontoToday } from '#domain/my-list/schemas.ts'
import type { QuotePricesAnswer } from '#domain/quotes/answers.ts'

/**
 * The lookup's prices at the chosen yard, on the delivery day once one is chosen (not a past one), else today; no
 * read before a yard is chosen. A failed read keeps the last prices, and typed ones always count.
 */
export function useQuotePrices(requestId: number, yard: string, deliveryDay: string) {
  const today = torontoToday(new Date())
  const on = /^\d{4}-\d{2}-\d{2}$/.test(deliveryDay) && deliveryDay >= today ? deliveryDay : today
  const query = new URLSearchParams({ yard, on })
  const prices = useAdminQuery<QuotePricesAnswer>(
    yard ? `/api/salt/admin/listrequests/${requestId}/quote-prices?${query}` : null,
  )
  // A yard cleared again: no prices, rather than the last yard's.
  return yard ? prices : { ...prices, data: undefined, error: null }
}
