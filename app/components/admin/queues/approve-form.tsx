import { type FormEvent, useState } from 'react'
import { primaryButton } from '#app/components/ui/buttons.ts'
import { type AdminApplication, approveApplicationSchema } from '#domain/admin/queues/application-schemas.ts'
import {
  approveConfirmText,
  approveConfirmTitle,
  approveHint,
  approveLabel,
} from '#domain/admin/queues/texts.ts'
import { usePopupStore } from '#app/stores/popup.ts'
import { TextInput } from '#app/components/ui/fields.tsx'

interface ApproveFormProps {
  application: AdminApplication
  busy: boolean
  /** Sends the approval; resolves with a field error for `cards` when the server refused the number. */
  onApprove: (cards: number) => Promise<string | undefined>
}

/** The form always names the number of cards (it starts at what the applicant asked for). */
const approveFormSchema = approveApplicationSchema.required()

/** The number of cards (what the applicant asked for unless staff change it), then a confirm popup, then approve. */
export function ApproveForm({ application, busy, onApprove }: ApproveFormProps) {
  const [cards, setCards] = useState(String(application.cardsRequested))
  const [error, setError] = useState<string>()

  function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = approveFormSchema.safeParse({
      version: application.version,
      cards: /^\d+$/.test(cards.trim()) ? Number(cards) : Number.NaN,
    })
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Enter the number of cards.')
    setError(undefined)
    usePopupStore.getState().open('confirm', {
      title: approveConfirmTitle(application.company),
      text: approveConfirmText(parsed.data.cards, application.eMail),
      confirmLabel: approveLabel,
      onConfirm: async () => setError(await onApprove(parsed.data.cards)),
    })
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      <div className="max-w-40">
        <TextInput
          label="Number of cards"
          value={cards}
          onValue={setCards}
          error={error}
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
        />
      </div>
      <p className="text-[0.9rem] text-slate-700">{approveHint}</p>
      <button type="submit" className={`${primaryButton} w-fit`} disabled={busy} aria-busy={busy}>
        {approveLabel}
      </button>
    </form>
  )
}
