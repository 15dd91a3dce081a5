import { useRef } from 'react'
import { HoneypotField } from '#app/components/forms/honeypot-field.tsx'
import { useSubmissionKey } from '#app/components/my-list/use-submission-key.ts'
import { ApiError } from '#app/lib/api-client.ts'
import { submissionErrorText } from '#app/lib/my-list-errors.ts'
import type { DeliveryDetails } from '#domain/my-list/schemas.ts'
import { saltApplicationSchema } from '#domain/salt-card/schemas.ts'
import { myListTexts } from '#domain/my-list/texts.ts'
import { submitNewAccount, submittedList } from '#app/stores/my-list-submit.ts'
import { useMyListStore } from '#app/stores/my-list.ts'
import { primaryButton } from '#app/components/ui/buttons.ts'
import { FormAnnouncer } from '#app/components/ui/form/form-announcer.tsx'
import { type FieldErrors, useForm } from '#app/components/ui/form/use-form.ts'
import { ApplicationFields, applicationLabels } from './account-form-parts.tsx'
import { useFocusOnMount } from './focus.ts'
import { EmptyListError, FormNotice, SubmitLabel } from './list-form-parts.tsx'

/**
 * Mode register: the application form; fullName, company, email (an e-mail address), contactNumber and
 * companyAddress are required and highlighted, each with its text, when missing or wrong; `website` is the honeypot.
 */
export function ListRegisterForm({ delivery }: { delivery?: DeliveryDetails }) {
  const submission = useSubmissionKey()
  const firstRef = useRef<HTMLInputElement>(null)
  useFocusOnMount(firstRef)
  const form = useForm({
    schema: saltApplicationSchema,
    labels: applicationLabels,
    send: async (application) => {
      const items = useMyListStore.getState().items
      if (items.length === 0) throw new EmptyListError()
      const key = submission.keyFor({ form: application, list: submittedList(items), delivery })
      await submitNewAccount({ items, delivery, key }, application)
      submission.forget()
    },
    refusal: (error) => {
      if (error instanceof EmptyListError) return { notice: error.message }
      const fields = error instanceof ApiError ? formFieldsIn(error.fields) : {}
      if (Object.keys(fields).length > 0) return { fields }
      return { notice: submissionErrorText(error, useMyListStore.getState().items) }
    },
  })

  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => void form.submit(event)} noValidate>
      <p className="text-[0.95rem]">{myListTexts.registerIntro}</p>
      <ApplicationFields errors={form.errors} onEdit={form.clearError} firstRef={firstRef} />
      <HoneypotField />
      <FormNotice text={form.notice} />
      <FormAnnouncer text={form.announcement} />
      <button type="submit" className={primaryButton} disabled={form.busy} aria-busy={form.busy}>
        <SubmitLabel busy={form.busy} label={myListTexts.registerSubmit} />
      </button>
    </form>
  )
}

/** The server names a refused form field `form.email`; list and delivery problems are said in words instead. */
function formFieldsIn(fields: Record<string, string>): FieldErrors {
  return Object.fromEntries(
    Object.entries(fields).flatMap(([path, text]) => {
      const name = /^(?:htmlData\.)?form\.(\w+)$/.exec(path)?.[1]
      return name && name in applicationLabels ? [[name, text]] : []
    }),
  )
}
