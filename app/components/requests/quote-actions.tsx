import { useState } from 'react'
import { ApiError, apiPost } from '#app/lib/api-client.ts'
import { primaryButton, secondaryButton } from '#app/components/ui/buttons.ts'
import { SelectInput, TextArea, TextInput } from '#app/components/ui/fields.tsx'
import { type Refusal, useForm } from '#app/components/ui/form/use-form.ts'
import { Notice } from '#app/components/ui/notice.tsx'
import { useSaltStore } from '#app/stores/salt.ts'
import type { AcceptQuoteAnswer, CustomerRequestDetail } from '#domain/quotes/answers.ts'
import { acceptQuoteSchema, changeRequestSchema } from '#domain/quotes/schemas.ts'
import { changesSentText } from '#domain/quotes/texts.ts'
import { formatCents } from '#domain/salt-card/load-amount.ts'
import { paymentMethodLabels } from '#domain/orders/texts.ts'

interface QuoteActionsProps {
  request: CustomerRequestDetail
  version: number
  onChanged: (request: CustomerRequestDetail) => void
  reload: () => Promise<CustomerRequestDetail>
}

/** The server's texts beside their fields and its words above the forms, or a word that something else went wrong. */
function refusal(error: unknown): Refusal {
  if (!(error instanceof ApiError)) return { notice: 'Something went wrong. Please try again.' }
  return { fields: error.fields, notice: error.message }
}

/** Accept (PO number, how to pay) or ask for changes to the latest version; the server has the last word. */
export function QuoteActions({ request, version, onChanged, reload }: QuoteActionsProps) {
  const account = useSaltStore((state) => state.account)
  const cards = account?.cards ?? []
  const [payment, setPayment] = useState(cards[0] ? String(cards[0].id) : 'on-account')
  const [poNumber, setPoNumber] = useState('')
  const [message, setMessage] = useState('')
  const accept = useForm({
    schema: acceptQuoteSchema,
    input: () => ({
      version,
      poNumber,
      payment:
        payment === 'on-account'
          ? { method: 'on-account' }
          : { method: 'salt-card', cardId: Number(payment) },
    }),
    // The order takes this form's place (request.tsx) and says the acceptance itself.
    send: (acceptance) =>
      apiPost<AcceptQuoteAnswer>(`/api/salt/requests/${request.id}/accept`, acceptance).then(() => reload()),
    onSent: onChanged,
    refusal,
    focusFirstInvalid: false,
  })
  const changes = useForm({
    schema: changeRequestSchema,
    input: () => ({ version, message }),
    send: (change) => apiPost<CustomerRequestDetail>(`/api/salt/requests/${request.id}/changes`, change),
    onSent: (changed) => {
      onChanged(changed)
      setMessage('')
    },
    refusal,
    focusFirstInvalid: false,
  })
  // The notice above the forms speaks of the one sent last, as a single outcome did.
  const [sentLast, setSentLast] = useState<'accept' | 'changes'>('accept')
  const latest = sentLast === 'accept' ? accept : changes
  const busy = accept.busy || changes.busy

  const paymentOptions = [
    ...cards.map((card) => ({
      value: String(card.id),
      label: `Salt Card ${card.name || card.CardNo} (${formatCents(card.balanceCents)})`,
    })),
    ...(account?.paymentOption !== 'Prepaid'
      ? [{ value: 'on-account', label: paymentMethodLabels['on-account'] }]
      : []),
  ]

  return (
    <div className="flex flex-col gap-4">
      {latest.notice ? (
        <Notice tone="error">{latest.notice}</Notice>
      ) : (
        sentLast === 'changes' &&
        changes.status === 'sent' && <Notice tone="success">{changesSentText}</Notice>
      )}
      <div className="grid gap-6 md:grid-cols-2">
        <form
          onSubmit={(event) => {
            setSentLast('accept')
            void accept.submit(event)
          }}
          noValidate
          className="flex flex-col gap-3"
          aria-labelledby="accept-heading"
        >
          <h3 id="accept-heading" className="text-lg font-bold">
            Accept version {version}
          </h3>
          <TextInput
            label="Purchase-order number (optional)"
            value={poNumber}
            onValue={setPoNumber}
            maxLength={40}
            error={accept.errors.poNumber}
          />
          <SelectInput
            label="Pay"
            value={payment}
            options={paymentOptions}
            onValue={setPayment}
            error={accept.errors.payment}
          />
          <button type="submit" className={primaryButton} disabled={busy}>
            Accept
          </button>
        </form>
        <form
          onSubmit={(event) => {
            setSentLast('changes')
            void changes.submit(event)
          }}
          noValidate
          className="flex flex-col gap-3"
          aria-labelledby="changes-heading"
        >
          <h3 id="changes-heading" className="text-lg font-bold">
            Ask for changes
          </h3>
          <TextArea
            label="What should change?"
            value={message}
            onValue={setMessage}
            maxLength={2000}
            error={changes.errors.message}
          />
          <button type="submit" className={secondaryButton} disabled={busy}>
            Ask for changes
          </button>
        </form>
      </div>
    </div>
  )
}
