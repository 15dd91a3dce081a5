import { SelectInput, TextInput } from '#app/components/ui/fields.tsx'
import { useSubmissionKey } from '#app/components/my-list/use-submission-key.ts'
import { ActionForm } from '#app/components/admin/form/action-form.tsx'
import { useActionForm } from '#app/components/admin/form/use-action-form.ts'
import type { AdjustmentResponse, AdminCustomerCard } from '#domain/admin/customers/answers.ts'
import { apiPost } from '#app/lib/api-client.ts'
import { formatCents } from '#domain/salt-card/load-amount.ts'
import { type AdjustmentDirection, balanceAdjustmentSchema } from '#domain/admin/customers/schemas.ts'
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
  const submission = useSubmissionKey()
  const form = useActionForm({
    initial: () => ({
      cardId: String(cards.find((card) => card.status === 'active')?.id ?? cards[0]?.id ?? ''),
      direction: 'credit' as AdjustmentDirection,
      amount: '',
      reason: '',
    }),
    schema: balanceAdjustmentSchema,
    input: ({ cardId: _card, ...fields }) => fields,
    send: async (adjustment, { cardId }) => {
      const answer = await apiPost<AdjustmentResponse>(
        `/api/salt/admin/customers/${customerId}/cards/${cardId}/adjustments`,
        adjustment,
        { headers: { 'Idempotency-Key': submission.keyFor({ cardId, ...adjustment }) } },
      )
      submission.forget()
      return answer
    },
    onSent: (answer, values) => {
      onAdjusted()
      const cardNo = cards.find((card) => String(card.id) === values.cardId)?.cardNo ?? ''
      return {
        values: { ...values, amount: '', reason: '' },
        done: adjustedText(answer.amountCents, cardNo, answer.balanceCents),
      }
    },
  })
  const { values, errors, set } = form

  return (
    <ActionForm
      form={form}
      heading="Adjust a balance"
      submitLabel={values.direction === 'credit' ? 'Credit the card' : 'Debit the card'}
      gridClass="lg:grid-cols-2"
    >
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
    </ActionForm>
  )
}
