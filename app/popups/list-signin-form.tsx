import { type FormEvent, useRef, useState } from 'react'
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
import { useFocusOnMount } from './focus.ts'
import { FormNotice, SubmitLabel } from './list-form-parts.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'

interface ListSignInFormProps {
  delivery?: DeliveryDetails
  onForgotPassword: () => void
}

/**
 * Mode signin: the list is sent under the account and this browser is signed in. As in the sign-in popup, wrong
 * credentials only highlight the inputs, as on the original site; other failures say what happened, and the list is
 * kept.
 */
export function ListSignInForm({ delivery, onForgotPassword }: ListSignInFormProps) {
  const navigate = useNavigate()
  const userRef = useRef<HTMLInputElement>(null)
  const [invalid, setInvalid] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submission = useSubmissionKey()
  useFocusOnMount(userRef)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const form = new FormData(event.currentTarget)
    const credentials = loginSchema.safeParse({ username: form.get('user'), password: form.get('pass') })
    setNotice(null)
    if (!credentials.success) return fail()
    const items = useMyListStore.getState().items
    if (items.length === 0) return setNotice(myListTexts.emptyListError)
    const key = submission.keyFor({ ...credentials.data, list: submittedList(items), delivery })
    setBusy(true)
    try {
      await submitWithLogin({ items, delivery, key }, credentials.data, navigate)
      submission.forget()
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) fail()
      else setNotice(submissionErrorText(error, items))
    } finally {
      setBusy(false)
    }
  }

  function fail() {
    setInvalid(true)
    userRef.current?.focus()
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        ref={userRef}
        label="Email"
        name="user"
        type="email"
        autoComplete="username"
        inputMode="email"
        invalid={invalid}
        required
        onChange={() => setInvalid(false)}
      />
      <TextField
        label="Password"
        name="pass"
        type="password"
        autoComplete="current-password"
        invalid={invalid}
        required
        onChange={() => setInvalid(false)}
      />
      <button type="button" className={`${linkButton} self-end text-[0.9rem]`} onClick={onForgotPassword}>
        Forgot password?
      </button>
      <FormNotice text={notice} />
      <button type="submit" className={primaryButton} disabled={busy} aria-busy={busy}>
        <SubmitLabel busy={busy} label={myListTexts.signInSubmit} />
      </button>
    </form>
  )
}
