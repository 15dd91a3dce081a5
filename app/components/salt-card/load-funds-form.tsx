import { useId } from 'react'
import type { ProfileCard } from '#domain/account/answers.ts'
import { ApiError } from '#app/lib/api-client.ts'
import { formatCents, limitsText } from '#domain/salt-card/load-amount.ts'
import type { LoadFundsLimits } from '#domain/salt-card/answers.ts'
import { loadFundsFormSchema } from '#domain/salt-card/load-funds-form.ts'
import { primaryButton } from '#app/components/ui/buttons.ts'
import * as payment from '#app/stores/payment.ts'
import { startLoadFunds } from '#app/stores/salt-card-actions.ts'
import { Notice } from '#app/components/ui/notice.tsx'
import { SelectField } from '#app/components/ui/select-field.tsx'
import { fieldControl, fieldLabel } from '#app/components/ui/field-styles.ts'
import { FormAnnouncer } from '#app/components/ui/form/form-announcer.tsx'
import { type Refusal, useForm } from '#app/components/ui/form/use-form.ts'

interface LoadFundsFormProps {
  cards: ProfileCard[]
  /** The card chosen in the account table (`?card=<id>`), if it is one of these. */
  preselectedCardId: number | null
  limits: LoadFundsLimits
}

function refusal(error: unknown): Refusal {
  if (error instanceof ApiError && error.fields.amountCents)
    return { fields: { amount: error.fields.amountCents } }
  return {
    notice: error instanceof ApiError ? error.message : 'The payment could not be started. Please try again.',
  }
}

/** Card and Amount, then off to the payment page; the server checks the amount against the same limits. */
export function LoadFundsForm({ cards, preselectedCardId, limits }: LoadFundsFormProps) {
  const amountId = useId()
  const hintId = useId()
  const preselected = cards.some((card) => card.id === preselectedCardId) ? preselectedCardId : cards[0]?.id
  const form = useForm({
    schema: loadFundsFormSchema(limits),
    labels: { amount: 'Amount' },
    send: ({ cardId, amount }) => {
      payment.reset()
      return startLoadFunds(cardId, amount)
    },
    refusal,
  })
  /** Why the amount is not acceptable, in place of the limits' hint; none while it may be. */
  const amountError = form.errors.amount
  // Sent means leaving for the payment page: the button stays busy until the browser has gone.
  const busy = form.busy || form.status === 'sent'

  return (
    <form className="flex max-w-md flex-col gap-4" onSubmit={(event) => void form.submit(event)} noValidate>
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
            id={amountId}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            required
            aria-invalid={amountError !== undefined || undefined}
            aria-describedby={hintId}
            onChange={() => form.clearError('amount')}
            className={`w-full pl-7 ${fieldControl(amountError !== undefined)}`}
          />
        </div>
        <p
          id={hintId}
          className={`text-[0.85rem] ${amountError ? 'font-semibold text-danger' : 'text-slate-700'}`}
        >
          {amountError ?? limitsText(limits)}
        </p>
      </div>
      {form.notice && <Notice tone="error">{form.notice}</Notice>}
      <FormAnnouncer text={form.announcement} />
      <button type="submit" className={`${primaryButton} self-start`} disabled={busy} aria-busy={busy}>
        Continue to payment
      </button>
      <p className="text-[0.85rem] text-slate-700">
        You pay on our payment provider&rsquo;s secure page. Your card details never reach our servers.
      </p>
    </form>
  )
}
