import { useId } from 'react'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import { ApiError } from '#app/lib/api-client.ts'
import { submissionErrorText } from '#app/lib/my-list-errors.ts'
import { deliveryDetailsSchema, torontoToday } from '#domain/my-list/schemas.ts'
import { myListTexts } from '#domain/my-list/texts.ts'
import { primaryButton } from '#app/components/ui/buttons.ts'
import { FormAnnouncer } from '#app/components/ui/form/form-announcer.tsx'
import { useForm } from '#app/components/ui/form/use-form.ts'
import { EmptyListError, FormNotice, SubmitLabel } from '#app/popups/list-form-parts.tsx'
import { clearSession } from '#app/stores/auth-actions.ts'
import { useAuthStore } from '#app/stores/auth.ts'
import { submitSignedIn, submittedList } from '#app/stores/my-list-submit.ts'
import { useMyListStore } from '#app/stores/my-list.ts'
import { usePopupStore } from '#app/stores/popup.ts'
import { DeliveryFields, deliveryFieldNames, deliveryLabels } from './delivery-fields.tsx'
import { stopAtInvalidDraft } from './typed-drafts.ts'
import { useSubmissionKey } from './use-submission-key.ts'

/**
 * The /my-list request: optional delivery details and the submit button. Signed in, the list is sent at once;
 * signed out, the list sign-in popup opens with the delivery details. A failure says what happened and
 * keeps the list and the details.
 */
export function ListRequestForm() {
  const idPrefix = useId()
  const { brandName } = usePublicConfig()
  const submission = useSubmissionKey()
  const form = useForm({
    // The shared schema checks the details (a day not in the past, the end not before the start, a postal code).
    schema: () => deliveryDetailsSchema(torontoToday(new Date())),
    input: (element) => {
      const data = element ? new FormData(element) : null
      return Object.fromEntries(deliveryFieldNames.map((name) => [name, String(data?.get(name) ?? '')]))
    },
    labels: deliveryLabels,
    send: async (delivery) => {
      const items = useMyListStore.getState().items
      if (items.length === 0) throw new EmptyListError()
      if (!useAuthStore.getState().token) return usePopupStore.getState().open('listSignin', { delivery })
      const key = submission.keyFor({ list: submittedList(items), delivery })
      try {
        await submitSignedIn({ items, delivery, key }, brandName)
        submission.forget()
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 401)) throw error
        // The session ended elsewhere (expired, or logged out in another tab): sign in and send from the popup.
        clearSession()
        usePopupStore.getState().open('listSignin', { delivery })
      }
    },
    refusal: (error) => ({
      notice:
        error instanceof EmptyListError
          ? error.message
          : submissionErrorText(error, useMyListStore.getState().items),
    }),
  })

  return (
    <form
      aria-labelledby={`${idPrefix}-heading`}
      noValidate
      onSubmit={(event) => {
        // A typed quantity the unit does not allow: its field says why and takes the focus; nothing is sent.
        if (stopAtInvalidDraft()) event.preventDefault()
        else void form.submit(event)
      }}
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm2:p-6"
    >
      <h2 id={`${idPrefix}-heading`} className="mb-4 text-lg font-bold text-brand-dark">
        {myListTexts.deliveryHeading}
      </h2>
      <DeliveryFields idPrefix={idPrefix} errors={form.errors} onEdit={form.clearError} />
      <div className="mt-5 flex flex-col gap-4">
        <FormNotice text={form.notice} />
        <FormAnnouncer text={form.announcement} />
        <button
          type="submit"
          className={`${primaryButton} w-full`}
          disabled={form.busy}
          aria-busy={form.busy}
        >
          <SubmitLabel busy={form.busy} label={myListTexts.submit} />
        </button>
      </div>
    </form>
  )
}
