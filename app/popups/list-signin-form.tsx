import { useId, useRef } from 'react'
import { useNavigate } from 'react-router'
import { useSubmissionKey } from '#app/components/my-list/use-submission-key.ts'
import { ApiError } from '#app/lib/api-client.ts'
import { submissionErrorText } from '#app/lib/my-list-errors.ts'
import { loginSchema } from '#domain/account/schemas.ts'
import type { DeliveryDetails } from '#domain/my-list/schemas.ts'
import { myListTexts } from '#domain/my-list/texts.ts'
import { submitWithLogin, submittedList } from '#app/stores/my-list-submit.ts'
import { useMyListStore } from '#app/stores/my-list.ts'
import { linkButton, primaryButton } from '#app/components/ui/buttons.ts'
import { FieldError } from '#app/components/ui/form/field-error.tsx'
import { FormAnnouncer } from '#app/components/ui/form/form-announcer.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'
import { useFocusOnMount } from './focus.ts'
import { EmptyListError, FormNotice, SubmitLabel } from './list-form-parts.tsx'
import { credentialFields, signInRefusal, useSignInForm } from './account-form-parts.tsx'

interface ListSignInFormProps {
  delivery?: DeliveryDetails
  onForgotPassword: () => void
}

/**
 * Mode signin: the list is sent under the account and this browser is signed in. As in the sign-in popup, wrong
 * credentials highlight the inputs and say so beside them; other failures say what happened, and the list is kept.
 */
export function ListSignInForm({ delivery, onForgotPassword }: ListSignInFormProps) {
  const navigate = useNavigate()
  const errorId = useId()
  const userRef = useRef<HTMLInputElement>(null)
  const submission = useSubmissionKey()
  useFocusOnMount(userRef)
  const form = useSignInForm({
    schema: loginSchema,
    send: async (credentials) => {
      const items = useMyListStore.getState().items
      if (items.length === 0) throw new EmptyListError()
      const key = submission.keyFor({ ...credentials, list: submittedList(items), delivery })
      await submitWithLogin({ items, delivery, key }, credentials, navigate)
      submission.forget()
    },
    refusal: (error) => {
      if (error instanceof EmptyListError) return { notice: error.message }
      if (error instanceof ApiError && error.status === 401) return signInRefusal(error)
      return { notice: submissionErrorText(error, useMyListStore.getState().items) }
    },
  })
  const refused = form.errors.user

  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => void form.submit(event)} noValidate>
      <TextField
        ref={userRef}
        {...credentialFields.user}
        invalid={Boolean(refused)}
        describedBy={refused ? errorId : undefined}
        required
        onChange={form.clearErrors}
      />
      <TextField
        {...credentialFields.pass}
        invalid={Boolean(refused)}
        describedBy={refused ? errorId : undefined}
        required
        onChange={form.clearErrors}
      />
      <FieldError id={errorId} text={refused} />
      <button type="button" className={`${linkButton} self-end text-[0.9rem]`} onClick={onForgotPassword}>
        Forgot password?
      </button>
      <FormNotice text={form.notice} />
      <FormAnnouncer text={form.announcement} />
      <button type="submit" className={primaryButton} disabled={form.busy} aria-busy={form.busy}>
        <SubmitLabel busy={form.busy} label={myListTexts.signInSubmit} />
      </button>
    </form>
  )
}
