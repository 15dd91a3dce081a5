import { useState } from 'react'
import { DetailSection } from '#app/components/admin/queues/detail-rows.tsx'
import { NavPostingCell } from '#app/components/admin/transactions/nav-posting-cell.tsx'
import { retryNav } from '#app/stores/nav-retry.ts'
import type { AdminOrder } from '#domain/orders/answers.ts'
import { salesOrderTexts } from '#domain/orders/texts.ts'

/**
 * The order's NAV sales order as staff see a transaction's posting (ADR 0036): status, attempts, NAV's number or
 * refusal, and Retry where NAV refused it, through the same retrynav as the transactions screen.
 */
export function OrderNavPanel({ order, onRetried }: { order: AdminOrder; onRetried: () => void }) {
  const [busyPostingId, setBusyPostingId] = useState<number | null>(null)
  async function retry(postingId: number) {
    setBusyPostingId(postingId)
    try {
      await retryNav(postingId)
    } finally {
      setBusyPostingId(null)
      onRetried()
    }
  }
  return (
    <DetailSection title={salesOrderTexts.heading}>
      <NavPostingCell nav={order.navPosting} control={{ busyPostingId, retry: (id) => void retry(id) }} />
    </DetailSection>
  )
}
