import { useState } from 'react'
import { DetailSection } from '#app/components/admin/queues/detail-rows.tsx'
import { NavPostingCell } from '#app/components/admin/transactions/nav-posting-cell.tsx'
import { retryNav } from '#app/stores/nav-retry.ts'
import type { AdminOrder } from '#domain/orders/answers.ts'
import { salesOrderTexts } from '#domain/orders/texts.ts'

/**
 * The order's NAV sales order as staff see a transaction's posting (ADR 0036): status, attempts, NAV's number or
 * refusal, and Retry where NAV refused it, through the same retrynav as the transactions screen; then each change
 * sent on to it (ADR 0040) the same way.
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
  const control = { busyPostingId, retry: (id: number) => void retry(id) }
  return (
    <DetailSection title={salesOrderTexts.heading}>
      <NavPostingCell nav={order.navPosting} control={control} />
      {order.navUpdates.length > 0 && (
        <>
          <h3 className="text-[0.95rem] font-bold">{salesOrderTexts.updates}</h3>
          <p className="text-[0.8rem] text-slate-700">{salesOrderTexts.updatesWait}</p>
          <ol className="mt-1 flex flex-col gap-2">
            {order.navUpdates.map((update, index) => (
              <li key={update.postingId} className="flex flex-col gap-1">
                <span className="text-[0.85rem]">{salesOrderTexts.update(index + 1)}</span>
                <NavPostingCell nav={update} control={control} />
              </li>
            ))}
          </ol>
        </>
      )}
    </DetailSection>
  )
}
