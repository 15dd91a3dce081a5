import { useRef } from 'react'
import { ApiError } from '#app/lib/api-client.ts'
import { resetRequestSchema } from '#domain/account/schemas.ts'
import {
  forgotPasswordIntro,
  forgotPasswordTitle,
  resetLinkSentText,
  tooManyAttemptsText,
} from '#domain/account/texts.ts'
import { networkErrorText } from '#domain/forms/texts.ts'
import { requestPasswordReset } from '#app/stores/auth-actions.ts'
import { FormAnnouncer } from '#app/components/ui/form/form-announcer.tsx'
import { useForm } from '#app/components/ui/form/use-form.ts'
import { linkButton, primaryButton } from '#app/components/ui/buttons.ts'
import { popupTitle } from '#app/components/ui/dialog.ts'
import { useFocusOnMount } from './focus.ts'
import { TextField } from '#app/components/ui/text-field.tsx'

interface ForgotPasswordFormProps {
  titleId: string
  onBackToSignIn: () => void
}

/** reset: the answer is the same whether or not the address has an account. */
export function ForgotPasswordForm({ titleId, onBackToSignIn }: ForgotPasswordFormProps) {
  const emailRef = useRef<HTMLInputElement>(null)
  useFocusOnMount(emailRef)
  const form = useForm({
    schema: resetRequestSchema,
    send: (request) => requestPasswordReset(request.email),
    labels: { email: 'Email' },
    refusal: (error) =>
      error instanceof ApiError && error.status === 429
        ? { notice: tooManyAttemptsText(error.retryAfter) }
        : {
            fields: {
              email: error instanceof ApiError ? (error.fields.email ?? error.message) : networkErrorText,
            },
          },
  })

  return (
    <div className="flex flex-col gap-4">
      <h2 id={titleId} className={popupTitle}>
        {forgotPasswordTitle}
      </h2>
      {form.status === 'sent' ? (
        <p role="status" className="rounded border-l-4 border-brand bg-salt px-3 py-2">
          {resetLinkSentText}
        </p>
      ) : (
        <form className="flex flex-col gap-4" onSubmit={(event) => void form.submit(event)} noValidate>
          <p>{forgotPasswordIntro}</p>
          <TextField
            ref={emailRef}
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            error={form.errors.email}
            required
            onChange={() => form.clearError('email')}
          />
          {form.notice && (
            <p role="alert" className="rounded border-l-4 border-danger bg-danger/5 px-3 py-2 text-[0.9rem]">
              {form.notice}
            </p>
          )}
          <FormAnnouncer text={form.announcement} />
          <button type="submit" className={primaryButton} disabled={form.busy} aria-busy={form.busy}>
            Send reset link
          </button>
        </form>
      )}
      <button type="button" className={`${linkButton} self-start text-[0.9rem]`} onClick={onBackToSignIn}>
        Back to sign in
      </button>
    </div>
  )
}
