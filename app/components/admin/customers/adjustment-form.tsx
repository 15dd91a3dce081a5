import { type FormEvent, useId, useState } from 'react'
import { SelectInput, TextInput } from '#app/components/ui/fields.tsx'
import { useSubmissionKey } from '#app/components/my-list/use-submission-key.ts'
import { smallPrimaryButton } from '#app/components/ui/buttons.ts'
import type { AdjustmentResponse, AdminCustomerCard } from '#domain/admin/customers/answers.ts'
import { ApiError, apiPost } from '#app/lib/api-client.ts'
import { formatCents } from '#domain/salt-card/load-amount.ts'
import { type AdjustmentDirection, balanceAdjustmentSchema } from '#domain/admin/customers/schemas.ts'
import { fixFieldsText, saveFailedText } from '#domain/admin/texts.ts'
import { adjustedText, adjustmentReasonHint } from '#domain/admin/customers/texts.ts'

const directionOptions = [
  { value: 'credit', label: 'Credit: add to the balance' },
  { value: 'debit', label: 'Debit: take from the balance' },
] as const satisfies ReadonlyArray<{ value: AdjustmentDirection; label: string }>

const cardLabel = (card: AdminCustomerCard) =>
  `${card.cardNo} ${card.name} (${formatCents(card.balanceCents)})${card.status === 'active' ? '' : ', deactivated'}`

interface AdjustmentFormProps {
  customerId: number
  cards: AdminCustomerCard[]
  /** After the server booked it: the page reloads the balances and transactions. */
  onAdjusted: () => void
}

/**
 * A refund or correction on one card: credit or debit, dollars with cents, and the reason the customer will read.
 * The Idempotency-Key stays the same while the same adjustment is retried, so a double click books it once.
 */
export function AdjustmentForm({ customerId, cards, onAdjusted }: AdjustmentFormProps) {
  const [values, setValues] = useState({
    cardId: String(cards.find((card) => card.status === 'active')?.id ?? cards[0]?.id ?? ''),
    direction: 'credit' as AdjustmentDirection,
    amount: '',
    reason: '',
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submission = useSubmissionKey()
  const headingId = useId()
  const set = (name: keyof typeof values, value: string) => {
    setValues((current) => ({ ...current, [name]: value }))
    setDone(null)
  }

  async function submit(event: FormEvent) {
    event.preventDefault()
    const { cardId, ...fields } = values
    const parsed = balanceAdjustmentSchema.safeParse(fields)
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])),
      )
      setFormError(fixFieldsText)
      return
    }
    setBusy(true)
    try {
      const answer = await apiPost<AdjustmentResponse>(
        `/api/salt/admin/customers/${customerId}/cards/${cardId}/adjustments`,
        parsed.data,
        { headers: { 'Idempotency-Key': submission.keyFor({ cardId, ...parsed.data }) } },
      )
      submission.forget()
      const cardNo = cards.find((card) => String(card.id) === cardId)?.cardNo ?? ''
      setValues((current) => ({ ...current, amount: '', reason: '' }))
      setErrors({})
      setFormError(null)
      setDone(adjustedText(answer.amountCents, cardNo, answer.balanceCents))
      onAdjusted()
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure
      setErrors(failure.fields)
      setFormError(failure.status === 0 ? saveFailedText : failure.message)
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded border-2 border-slate-200 p-4"
    >
      <h3 id={headingId} className="text-[1.1rem] font-bold text-brand-dark">
        Adjust a balance
      </h3>
      <div className="grid gap-4 lg:grid-cols-2">
        <SelectInput
          label="Card"
          value={values.cardId}
          options={cards.map((card) => ({ value: String(card.id), label: cardLabel(card) }))}
          onValue={(cardId) => set('cardId', cardId)}
        />
        <SelectInput
          label="Credit or debit"
          value={values.direction}
          error={errors.direction}
          options={directionOptions}
          onValue={(direction) => set('direction', direction)}
        />
        <TextInput
          label="Amount ($)"
          inputMode="decimal"
          autoComplete="off"
          value={values.amount}
          error={errors.amount}
          hint="Dollars and cents, such as 25 or 25.50."
          maxLength={20}
          onValue={(amount) => set('amount', amount)}
        />
        <TextInput
          label="Reason"
          value={values.reason}
          error={errors.reason}
          hint={adjustmentReasonHint}
          maxLength={300}
          onValue={(reason) => set('reason', reason)}
        />
      </div>
      {formError && (
        <p role="alert" className="font-semibold text-danger">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={smallPrimaryButton} disabled={busy} aria-busy={busy}>
          {values.direction === 'credit' ? 'Credit the card' : 'Debit the card'}
        </button>
        <p role="status" className="font-semibold text-green-800">
          {done}
        </p>
      </div>
    </form>
  )
}
