import { type FormEvent, useRef, useState } from 'react'
import { ApiError } from '#app/lib/api-client.ts'
import { resetRequestSchema } from '#domain/account/schemas.ts'
import {
  forgotPasswordIntro,
  forgotPasswordTitle,
  resetLinkSentText,
  tooManyAttemptsText,
} from '#domain/account/texts.ts'
import { requestPasswordReset } from '#app/stores/auth-actions.ts'
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
  const [invalid, setInvalid] = useState(false)
  const [limitNotice, setLimitNotice] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState(false)
  useFocusOnMount(emailRef)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const request = resetRequestSchema.safeParse({ email: new FormData(event.currentTarget).get('email') })
    setLimitNotice(null)
    if (!request.success) return setInvalid(true)
    setBusy(true)
    try {
      await requestPasswordReset(request.data.email)
      setSent(true)
    } catch (error) {
      if (error instanceof ApiError && error.status === 429)
        setLimitNotice(tooManyAttemptsText(error.retryAfter))
      else setInvalid(true)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <h2 id={titleId} className={popupTitle}>
        {forgotPasswordTitle}
      </h2>
      {sent ? (
        <p role="status" className="rounded border-l-4 border-brand bg-salt px-3 py-2">
          {resetLinkSentText}
        </p>
      ) : (
        <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
          <p>{forgotPasswordIntro}</p>
          <TextField
            ref={emailRef}
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            invalid={invalid}
            required
            onChange={() => setInvalid(false)}
          />
          {limitNotice && (
            <p role="alert" className="rounded border-l-4 border-danger bg-danger/5 px-3 py-2 text-[0.9rem]">
              {limitNotice}
            </p>
          )}
          <button type="submit" className={primaryButton} disabled={busy} aria-busy={busy}>
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
