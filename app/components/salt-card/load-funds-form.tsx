import { type FormEvent, useId, useRef, useState } from 'react'
import type { ProfileCard } from '#domain/account/answers.ts'
import { ApiError } from '#app/lib/api-client.ts'
import { formatCents, limitsText, parseLoadAmount } from '#domain/salt-card/load-amount.ts'
import type { LoadFundsLimits } from '#domain/salt-card/answers.ts'
import { primaryButton } from '#app/components/ui/buttons.ts'
import * as payment from '#app/stores/payment.ts'
import { startLoadFunds } from '#app/stores/salt-card-actions.ts'
import { Notice } from '#app/components/ui/notice.tsx'
import { SelectField } from '#app/components/ui/select-field.tsx'
import { fieldControl, fieldLabel } from '#app/components/ui/field-styles.ts'

interface LoadFundsFormProps {
  cards: ProfileCard[]
  /** The card chosen in the account table (`?card=<id>`), if it is one of these. */
  preselectedCardId: number | null
  limits: LoadFundsLimits
}

/** Card and Amount, then off to the payment page; the server checks the amount against the same limits. */
export function LoadFundsForm({ cards, preselectedCardId, limits }: LoadFundsFormProps) {
  const amountId = useId()
  const hintId = useId()
  const amountRef = useRef<HTMLInputElement>(null)
  /** Why the amount is not acceptable; null while it may be. */
  const [amountError, setAmountError] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const preselected = cards.some((card) => card.id === preselectedCardId) ? preselectedCardId : cards[0]?.id

  function refuseAmount(message: string) {
    setAmountError(message)
    amountRef.current?.focus()
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const amount = parseLoadAmount(String(form.get('amount') ?? ''), limits)
    setFailure(null)
    if (!amount.ok) return refuseAmount(amount.message)
    setBusy(true)
    payment.reset()
    try {
      // Leaves for the payment page; the button stays busy until the browser has gone.
      await startLoadFunds(Number(form.get('cardId')), amount.cents)
    } catch (error) {
      setBusy(false)
      if (error instanceof ApiError && error.fields.amountCents) return refuseAmount(error.fields.amountCents)
      setFailure(
        error instanceof ApiError ? error.message : 'The payment could not be started. Please try again.',
      )
    }
  }

  return (
    <form className="flex max-w-md flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
      <SelectField label="Card" name="cardId" defaultValue={preselected ?? undefined} required>
        {cards.map((card) => (
          <option key={card.id} value={card.id}>
            {card.name} · {card.CardNo} · {formatCents(card.balanceCents)}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-col gap-1">
        <label htmlFor={amountId} className={fieldLabel}>
          Amount
        </label>
        <div className="relative">
          <span aria-hidden="true" className="absolute inset-y-0 left-3 flex items-center text-slate-600">
            $
          </span>
          <input
            ref={amountRef}
            id={amountId}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            required
            aria-invalid={amountError !== null || undefined}
            aria-describedby={hintId}
            onChange={() => setAmountError(null)}
            className={`w-full pl-7 ${fieldControl(amountError !== null)}`}
          />
        </div>
        <p
          id={hintId}
          className={`text-[0.85rem] ${amountError ? 'font-semibold text-danger' : 'text-slate-700'}`}
        >
          {amountError ?? limitsText(limits)}
        </p>
      </div>
      {failure && <Notice tone="error">{failure}</Notice>}
      <button type="submit" className={`${primaryButton} self-start`} disabled={busy} aria-busy={busy}>
        Continue to payment
      </button>
      <p className="text-[0.85rem] text-slate-700">
        You pay on our payment provider&rsquo;s secure page. Your card details never reach our servers.
      </p>
    </form>
  )
}
