import { useState } from 'react'
import { confirmThenSend } from '#app/components/admin/form/confirm-then-send.ts'
import { actionRefusal } from '#app/components/admin/form/use-action-form.ts'
import { primaryButton } from '#app/components/ui/buttons.ts'
import { TextInput } from '#app/components/ui/fields.tsx'
import { useForm } from '#app/components/ui/form/use-form.ts'
import { Notice } from '#app/components/ui/notice.tsx'
import { apiPost } from '#app/lib/api-client.ts'
import { type AdminApplication, approveApplicationSchema } from '#domain/admin/queues/application-schemas.ts'
import {
  approveConfirmText,
  approveConfirmTitle,
  approveHint,
  approveLabel,
  approvedText,
} from '#domain/admin/queues/texts.ts'

interface ApproveFormProps {
  application: AdminApplication
  /** After the approval: the application as decided, and the words that say what was created. */
  onApproved: (application: AdminApplication, done: string) => void
}

/** The form always names the number of cards (it starts at what the applicant asked for). */
const approveFormSchema = approveApplicationSchema.required()

/** The number of cards (what the applicant asked for unless staff change it), then a confirm popup, then approve. */
export function ApproveForm({ application, onApproved }: ApproveFormProps) {
  const [cards, setCards] = useState(String(application.cardsRequested))
  const form = useForm({
    schema: approveFormSchema,
    input: () => ({
      version: application.version,
      cards: /^\d+$/.test(cards.trim()) ? Number(cards) : Number.NaN,
    }),
    send: (approval) =>
      confirmThenSend(
        {
          title: approveConfirmTitle(application.company),
          text: approveConfirmText(approval.cards, application.eMail),
          confirmLabel: approveLabel,
        },
        () => apiPost<AdminApplication>(`/api/salt/admin/applications/${application.id}/approve`, approval),
      ).then((decided) => decided && { decided, cards: approval.cards }),
    onSent: (approved) => {
      if (approved)
        onApproved(approved.decided, approvedText(approved.decided.account?.customerNo ?? '', approved.cards))
    },
    refusal: actionRefusal,
    focusFirstInvalid: false,
  })

  return (
    <form onSubmit={(event) => void form.submit(event)} noValidate className="flex flex-col gap-3">
      {form.notice && <Notice tone="error">{form.notice}</Notice>}
      <div className="max-w-40">
        <TextInput
          label="Number of cards"
          value={cards}
          onValue={setCards}
          error={form.errors.cards}
          inputMode="numeric"
          autoComplete="off"
          maxLength={3}
        />
      </div>
      <p className="text-[0.9rem] text-slate-700">{approveHint}</p>
      <button type="submit" className={`${primaryButton} w-fit`} disabled={form.busy} aria-busy={form.busy}>
        {approveLabel}
      </button>
    </form>
  )
}
