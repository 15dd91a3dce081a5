import {
  paymentDeclinedText,
  paymentDeclinedTitle,
  paymentFailedText,
  paymentProcessingText,
  paymentTicketInvalidText,
} from '#domain/salt-card/texts.ts'
import { usePaymentStore } from '#app/stores/payment.ts'
import type { LoadFundsOutcome } from '#app/stores/salt-card-actions.ts'
import { Notice } from '#app/components/ui/notice.tsx'

/** What became of the payment the customer just came back from: confirming, or why nothing was loaded. */
export function PaymentOutcome({ outcome }: { outcome: LoadFundsOutcome | null }) {
  const processing = usePaymentStore((state) => state.processing)
  const error = usePaymentStore((state) => state.error)
  if (processing) {
    return (
      <div
        role="status"
        className="flex items-center gap-3 rounded border-l-4 border-brand bg-salt px-4 py-3"
      >
        <span
          aria-hidden="true"
          className="size-5 animate-spin rounded-full border-[3px] border-brand/20 border-t-brand motion-reduce:animate-none"
        />
        {paymentProcessingText}
      </div>
    )
  }
  if (!error || !outcome) return null
  if (outcome.kind === 'declined') {
    return (
      <Notice tone="error" title={paymentDeclinedTitle}>
        <p>
          Reason: <strong>{outcome.reason}</strong>
        </p>
        <p>{paymentDeclinedText}</p>
      </Notice>
    )
  }
  return (
    <Notice tone="error">{outcome.kind === 'invalid' ? paymentTicketInvalidText : paymentFailedText}</Notice>
  )
}
