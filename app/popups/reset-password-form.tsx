import { useId, useRef, useState } from 'react'
import { ApiError } from '#app/lib/api-client.ts'
import { minPasswordLength, newPasswordFormSchema } from '#domain/account/schemas.ts'
import {
  passwordChangedText,
  resetLinkExpiredText,
  resetPasswordIntro,
  signInTitle,
  tooManyAttemptsText,
} from '#domain/account/texts.ts'
import { changePassword } from '#app/stores/auth-actions.ts'
import { popupTitle } from '#app/components/ui/dialog.ts'
import { primaryButton } from '#app/components/ui/buttons.ts'
import { useFocusOnMount } from './focus.ts'
import { TextField } from '#app/components/ui/text-field.tsx'
import { FieldError } from '#app/components/ui/form/field-error.tsx'
import { FormAnnouncer } from '#app/components/ui/form/form-announcer.tsx'
import { useForm } from '#app/components/ui/form/use-form.ts'

const newPasswordLabels = { newPass: 'New password', confirmPass: 'Confirm new password' }
const bothPasswords = (text: string) => ({ newPass: text, confirmPass: text })

interface ResetPasswordFormProps {
  titleId: string
  /** "Reset Password", or "Set Your Password" on a link staff sent. */
  title: string
  /** The token of the mailed link (`/?reset=TOKEN`). */
  token: string | undefined
  onSignIn: () => void
  onForgotPassword: () => void
}

type Outcome = 'changed' | 'expired' | null

export function ResetPasswordForm({
  titleId,
  title,
  token,
  onSignIn,
  onForgotPassword,
}: ResetPasswordFormProps) {
  const newPassRef = useRef<HTMLInputElement>(null)
  const errorId = useId()
  const [outcome, setOutcome] = useState<Outcome>(null)
  useFocusOnMount(newPassRef)
  const form = useForm({
    schema: newPasswordFormSchema,
    labels: newPasswordLabels,
    // Both fields are highlighted unless the new password is long enough and confirmed; they share one text.
    errorsOf: (issues) => bothPasswords(issues[0]?.message ?? ''),
    send: async (passwords) => {
      // A missing token only logs an error, as on the original site.
      if (!token) return console.error('Password reset without a reset token: nothing was sent.')
      await changePassword(token, passwords.newPass)
      setOutcome('changed')
    },
    refusal: (error) => {
      if (!(error instanceof ApiError)) return undefined
      // A token the server does not know, or one too malformed to look up: either way the link is spent.
      if (error.code === 'invalid_token' || error.fields.token) {
        setOutcome('expired')
        return {}
      }
      if (error.status === 429) return { fields: bothPasswords(tooManyAttemptsText(error.retryAfter)) }
      return { fields: bothPasswords(error.fields.newPass ?? error.message) }
    },
  })
  const shared = form.errors.newPass

  return (
    <div className="flex flex-col gap-4">
      <h2 id={titleId} className={popupTitle}>
        {title}
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
        <form className="flex flex-col gap-4" onSubmit={(event) => void form.submit(event)} noValidate>
          <p>{resetPasswordIntro(minPasswordLength)}</p>
          <TextField
            ref={newPassRef}
            label={newPasswordLabels.newPass}
            name="newPass"
            type="password"
            autoComplete="new-password"
            invalid={Boolean(shared)}
            describedBy={shared ? errorId : undefined}
            required
            onChange={form.clearErrors}
          />
          <TextField
            label={newPasswordLabels.confirmPass}
            name="confirmPass"
            type="password"
            autoComplete="new-password"
            invalid={Boolean(shared)}
            describedBy={shared ? errorId : undefined}
            required
            onChange={form.clearErrors}
          />
          <FieldError id={errorId} text={shared} />
          <FormAnnouncer text={form.announcement} />
          <button type="submit" className={primaryButton} disabled={form.busy} aria-busy={form.busy}>
            Change password
          </button>
        </form>
      )}
    </div>
  )
}
