import { type FormEvent, useRef, useState } from 'react'
import { ApiError } from '#app/lib/api-client.ts'
import { minPasswordLength, newPasswordFormSchema } from '#domain/account/schemas.ts'
import {
  passwordChangedText,
  resetLinkExpiredText,
  resetPasswordIntro,
  resetPasswordTitle,
  signInTitle,
  tooManyAttemptsText,
} from '#domain/account/texts.ts'
import { changePassword } from '#app/stores/auth-actions.ts'
import { popupTitle } from '#app/components/ui/dialog.ts'
import { primaryButton } from '#app/components/ui/buttons.ts'
import { useFocusOnMount } from './focus.ts'
import { TextField } from '#app/components/ui/text-field.tsx'

interface ResetPasswordFormProps {
  titleId: string
  /** The token of the mailed link (`/?reset=TOKEN`). */
  token: string | undefined
  onSignIn: () => void
  onForgotPassword: () => void
}

type Outcome = 'changed' | 'expired' | null

export function ResetPasswordForm({ titleId, token, onSignIn, onForgotPassword }: ResetPasswordFormProps) {
  const newPassRef = useRef<HTMLInputElement>(null)
  const [invalid, setInvalid] = useState(false)
  /** What the server said about the new password (e.g. too common), or the attempt limit. */
  const [notice, setNotice] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)
  useFocusOnMount(newPassRef)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const passwords = newPasswordFormSchema.safeParse({
      newPass: form.get('newPass'),
      confirmPass: form.get('confirmPass'),
    })
    setNotice(null)
    // Both fields are highlighted unless the new password is long enough and confirmed.
    if (!passwords.success) return setInvalid(true)
    // A missing token only logs an error, as on the original site.
    if (!token) return console.error('Password reset without a reset token: nothing was sent.')
    setBusy(true)
    try {
      await changePassword(token, passwords.data.newPass)
      setOutcome('changed')
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      // A token the server does not know, or one too malformed to look up: either way the link is spent.
      if (error.code === 'invalid_token' || error.fields.token) return setOutcome('expired')
      setInvalid(true)
      if (error.status === 429) setNotice(tooManyAttemptsText(error.retryAfter))
      else if (error.fields.newPass) setNotice(error.fields.newPass)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <h2 id={titleId} className={popupTitle}>
        {resetPasswordTitle}
      </h2>
      {outcome === 'changed' && (
        <>
          <p role="status">{passwordChangedText}</p>
          <button type="button" className={primaryButton} onClick={onSignIn}>
            {signInTitle}
          </button>
        </>
      )}
      {outcome === 'expired' && (
        <>
          <p role="alert">{resetLinkExpiredText}</p>
          <button type="button" className={primaryButton} onClick={onForgotPassword}>
            Forgot password?
          </button>
        </>
      )}
      {outcome === null && (
        <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
          <p>{resetPasswordIntro(minPasswordLength)}</p>
          <TextField
            ref={newPassRef}
            label="New password"
            name="newPass"
            type="password"
            autoComplete="new-password"
            invalid={invalid}
            required
            onChange={() => setInvalid(false)}
          />
          <TextField
            label="Confirm new password"
            name="confirmPass"
            type="password"
            autoComplete="new-password"
            invalid={invalid}
            required
            onChange={() => setInvalid(false)}
          />
          {notice && (
            <p role="alert" className="rounded border-l-4 border-danger bg-danger/5 px-3 py-2 text-[0.9rem]">
              {notice}
            </p>
          )}
          <button type="submit" className={primaryButton} disabled={busy} aria-busy={busy}>
            Change password
          </button>
        </form>
      )}
    </div>
  )
}
