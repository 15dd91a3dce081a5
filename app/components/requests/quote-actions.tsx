import { type FormEvent, useState } from 'react'
import { ApiError, apiPost } from '#app/lib/api-client.ts'
import { primaryButton, secondaryButton } from '#app/components/ui/buttons.ts'
import { SelectInput, TextArea, TextInput } from '#app/components/ui/fields.tsx'
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

type Outcome = { tone: 'success' | 'error'; text: string } | null

const fieldErrors = (issues: { path: PropertyKey[]; message: string }[]) =>
  Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]))

/** Accept (PO number, how to pay) or ask for changes to the latest version; the server has the last word. */
export function QuoteActions({ request, version, onChanged, reload }: QuoteActionsProps) {
  const account = useSaltStore((state) => state.account)
  const cards = account?.cards ?? []
  const [payment, setPayment] = useState(cards[0] ? String(cards[0].id) : 'on-account')
  const [poNumber, setPoNumber] = useState('')
  const [message, setMessage] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [outcome, setOutcome] = useState<Outcome>(null)
  const [busy, setBusy] = useState(false)

  const paymentOptions = [
    ...cards.map((card) => ({
      value: String(card.id),
      label: `Salt Card ${card.name || card.CardNo} (${formatCents(card.balanceCents)})`,
    })),
    ...(account?.paymentOption !== 'Prepaid'
      ? [{ value: 'on-account', label: paymentMethodLabels['on-account'] }]
      : []),
  ]

  /** `after` is said here; an acceptance is said by the order that takes this form's place (request.tsx). */
  async function send(path: string, body: unknown, after?: string) {
    setBusy(true)
    try {
      const answer = await apiPost<AcceptQuoteAnswer | CustomerRequestDetail>(path, body)
      onChanged('order' in answer && 'created' in answer ? await reload() : (answer as CustomerRequestDetail))
      if (after) setOutcome({ tone: 'success', text: after })
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null
      setErrors(apiError?.fields ?? {})
      setOutcome({ tone: 'error', text: apiError?.message ?? 'Something went wrong. Please try again.' })
    } finally {
      setBusy(false)
    }
  }

  function accept(event: FormEvent) {
    event.preventDefault()
    const body = {
      version,
      poNumber,
      payment:
        payment === 'on-account'
          ? { method: 'on-account' }
          : { method: 'salt-card', cardId: Number(payment) },
    }
    const parsed = acceptQuoteSchema.safeParse(body)
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues))
    void send(`/api/salt/requests/${request.id}/accept`, body)
  }

  function askChanges(event: FormEvent) {
    event.preventDefault()
    const parsed = changeRequestSchema.safeParse({ version, message })
    if (!parsed.success) return setErrors(fieldErrors(parsed.error.issues))
    void send(`/api/salt/requests/${request.id}/changes`, parsed.data, changesSentText).then(() =>
      setMessage(''),
    )
  }

  return (
    <div className="flex flex-col gap-4">
      {outcome && <Notice tone={outcome.tone}>{outcome.text}</Notice>}
      <div className="grid gap-6 md:grid-cols-2">
        <form onSubmit={accept} noValidate className="flex flex-col gap-3" aria-labelledby="accept-heading">
          <h3 id="accept-heading" className="text-lg font-bold">
            Accept version {version}
          </h3>
          <TextInput
            label="Purchase-order number (optional)"
            value={poNumber}
            onValue={setPoNumber}
            maxLength={40}
            error={errors.poNumber}
          />
          <SelectInput
            label="Pay"
            value={payment}
            options={paymentOptions}
            onValue={setPayment}
            error={errors.payment}
          />
          <button type="submit" className={primaryButton} disabled={busy}>
            Accept
          </button>
        </form>
        <form
          onSubmit={askChanges}
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
            error={errors.message}
          />
          <button type="submit" className={secondaryButton} disabled={busy}>
            Ask for changes
          </button>
        </form>
      </div>
    </div>
  )
}
