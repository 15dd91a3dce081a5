import { useState } from 'react'
import { Link } from 'react-router'
import { secondaryButton } from '#app/components/ui/buttons.ts'
import { Notice } from '#app/components/ui/notice.tsx'
import { ApiError, apiGet } from '#app/lib/api-client.ts'
import { useMyListStore } from '#app/stores/my-list.ts'
import { type OrderAgainAnswer, fillFromOrder } from '#domain/my-list/order-again.ts'
import { orderAgainTexts } from '#domain/orders/texts.ts'

type Outcome = { tone: 'success' | 'error'; lines: string[] }

function outcomeOf(answer: OrderAgainAnswer): Outcome {
  const missing = answer.missing.map((line) => `${line.productName} (${line.unitName})`)
  const lines = [
    answer.items.length > 0 ? orderAgainTexts.filled(answer.items.length) : orderAgainTexts.nothingLeft,
    ...(missing.length > 0 ? [orderAgainTexts.missing(missing)] : []),
  ]
  return { tone: answer.items.length > 0 ? 'success' : 'error', lines }
}

/** "Order again" on a past order (ADR 0036): its lines go into My List; lines no longer offered are named. */
export function OrderAgain({ requestId }: { requestId: number }) {
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  async function fill() {
    setBusy(true)
    try {
      const answer = await apiGet<OrderAgainAnswer>(`/api/salt/requests/${requestId}/order-again`)
      await useMyListStore.getState().update((items) => fillFromOrder(items, answer.items))
      setOutcome(outcomeOf(answer))
    } catch (failure) {
      const text =
        failure instanceof ApiError && failure.status !== 0 ? failure.message : orderAgainTexts.failed
      setOutcome({ tone: 'error', lines: [text] })
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className="flex flex-col items-start gap-3">
      <button
        type="button"
        className={secondaryButton}
        aria-busy={busy}
        disabled={busy}
        onClick={() => void fill()}
      >
        {busy ? orderAgainTexts.busy : orderAgainTexts.button}
      </button>
      {outcome && (
        <Notice tone={outcome.tone}>
          {outcome.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
          {outcome.tone === 'success' && (
            <p>
              <Link to="/my-list" className="font-semibold underline">
                Go to My List
              </Link>
            </p>
          )}
        </Notice>
      )}
    </div>
  )
}
