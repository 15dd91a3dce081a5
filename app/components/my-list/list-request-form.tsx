import { type FormEvent, useId, useState } from 'react'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import { ApiError } from '#app/lib/api-client.ts'
import { submissionErrorText } from '#app/lib/my-list-errors.ts'
import { type DeliveryDetails, deliveryDetailsSchema, torontoToday } from '#domain/my-list/schemas.ts'
import { myListTexts } from '#domain/my-list/texts.ts'
import { primaryButton } from '#app/components/ui/buttons.ts'
import { FormNotice, SubmitLabel } from '#app/popups/list-form-parts.tsx'
import { clearSession } from '#app/stores/auth-actions.ts'
import { useAuthStore } from '#app/stores/auth.ts'
import { submitSignedIn, submittedList } from '#app/stores/my-list-submit.ts'
import { useMyListStore } from '#app/stores/my-list.ts'
import { usePopupStore } from '#app/stores/popup.ts'
import { type DeliveryField, DeliveryFields, deliveryFieldNames } from './delivery-fields.tsx'
import { useSubmissionKey } from './use-submission-key.ts'

/**
 * The /my-list request: optional delivery details and the submit button. Signed in, the list is sent at once;
 * signed out, the list sign-in popup opens with the delivery details. A failure says what happened and
 * keeps the list and the details.
 */
export function ListRequestForm() {
  const idPrefix = useId()
  const { brandName } = usePublicConfig()
  const [errors, setErrors] = useState<Partial<Record<DeliveryField, string>>>({})
  const [notice, setNotice] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submission = useSubmissionKey()

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    setNotice(null)
    const form = event.currentTarget
    const delivery = parseDelivery(form)
    if (!delivery.ok) {
      setErrors(delivery.errors)
      const first = deliveryFieldNames.find((name) => delivery.errors[name])
      const field = first && form.elements.namedItem(first)
      if (field instanceof HTMLElement) field.focus()
      return
    }
    const items = useMyListStore.getState().items
    if (items.length === 0) return setNotice(myListTexts.emptyListError)
    if (!useAuthStore.getState().token) {
      return usePopupStore.getState().open('listSignin', { delivery: delivery.value })
    }
    const key = submission.keyFor({ list: submittedList(items), delivery: delivery.value })
    setBusy(true)
    try {
      await submitSignedIn({ items, delivery: delivery.value, key }, brandName)
      submission.forget()
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        // The session ended elsewhere (expired, or logged out in another tab): sign in and send from the popup.
        clearSession()
        usePopupStore.getState().open('listSignin', { delivery: delivery.value })
      } else {
        setNotice(submissionErrorText(error, items))
      }
    } finally {
      setBusy(false)
    }
  }

  const clearError = (name: DeliveryField) => {
    if (errors[name]) setErrors(({ [name]: _gone, ...rest }) => rest)
  }

  return (
    <form
      aria-labelledby={`${idPrefix}-heading`}
      noValidate
      onSubmit={(event) => void submit(event)}
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm2:p-6"
    >
      <h2 id={`${idPrefix}-heading`} className="mb-4 text-lg font-bold text-brand-dark">
        {myListTexts.deliveryHeading}
      </h2>
      <DeliveryFields idPrefix={idPrefix} errors={errors} onEdit={clearError} />
      <div className="mt-5 flex flex-col gap-4">
        <FormNotice text={notice} />
        <button type="submit" className={`${primaryButton} w-full`} disabled={busy} aria-busy={busy}>
          <SubmitLabel busy={busy} label={myListTexts.submit} />
        </button>
      </div>
    </form>
  )
}

type ParsedDelivery =
  { ok: true; value: DeliveryDetails } | { ok: false; errors: Partial<Record<DeliveryField, string>> }

/** The shared schema checks the details (a day not in the past, the end not before the start, a postal code). */
function parseDelivery(form: HTMLFormElement): ParsedDelivery {
  const data = new FormData(form)
  const raw = Object.fromEntries(deliveryFieldNames.map((name) => [name, String(data.get(name) ?? '')]))
  const parsed = deliveryDetailsSchema(torontoToday(new Date())).safeParse(raw)
  if (parsed.success) return { ok: true, value: parsed.data }
  const errors: Partial<Record<DeliveryField, string>> = {}
  for (const issue of parsed.error.issues) {
    const name = issue.path[0] as DeliveryField
    errors[name] ??= issue.message
  }
  return { ok: false, errors }
}
