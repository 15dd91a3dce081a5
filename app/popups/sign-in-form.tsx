import { type FormEvent, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { ApiError } from '#app/lib/api-client.ts'
import { loginSchema } from '#domain/account/schemas.ts'
import { signInTitle, tooManyAttemptsText } from '#domain/account/texts.ts'
import { applySaltTitle } from '#domain/salt-card/texts.ts'
import { signIn } from '#app/stores/auth-actions.ts'
import { usePopupStore } from '#app/stores/popup.ts'
import { linkButton, primaryButton } from '#app/components/ui/buttons.ts'
import { popupTitle } from '#app/components/ui/dialog.ts'
import { useFocusOnMount } from './focus.ts'
import { TextField } from '#app/components/ui/text-field.tsx'

interface SignInFormProps {
  titleId: string
  redirect: boolean
  onForgotPassword: () => void
}

/**
 * A failed sign-in only highlights the inputs, no message. The one exception is ours: the
 * server's limit on attempts (429), which a person cannot guess from red borders.
 */
export function SignInForm({ titleId, redirect, onForgotPassword }: SignInFormProps) {
  const navigate = useNavigate()
  const userRef = useRef<HTMLInputElement>(null)
  const [invalid, setInvalid] = useState(false)
  const [limitNotice, setLimitNotice] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  useFocusOnMount(userRef)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const credentials = loginSchema.safeParse({ username: form.get('user'), password: form.get('pass') })
    setLimitNotice(null)
    if (!credentials.success) return fail()
    setBusy(true)
    try {
      await signIn(credentials.data, { navigate, redirect })
    } catch (error) {
      if (error instanceof ApiError && error.status === 429)
        setLimitNotice(tooManyAttemptsText(error.retryAfter))
      fail()
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
      <h2 id={titleId} className={popupTitle}>
        {signInTitle}
      </h2>
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
      <div className="flex flex-wrap items-center justify-between gap-3 text-[0.9rem]">
        {/* Kept on this device only; it changes nothing, as on the original site. */}
        <label className="flex items-center gap-2">
          <input type="checkbox" name="remember" className="size-4 accent-brand" />
          Remember me
        </label>
        <button type="button" className={linkButton} onClick={onForgotPassword}>
          Forgot password?
        </button>
      </div>
      {limitNotice && (
        <p role="alert" className="rounded border-l-4 border-danger bg-danger/5 px-3 py-2 text-[0.9rem]">
          {limitNotice}
        </p>
      )}
      <button type="submit" className={primaryButton} disabled={busy} aria-busy={busy}>
        {busy && (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
          />
        )}
        {signInTitle}
      </button>
      <p className="border-t border-slate-200 pt-4 text-[0.9rem]">
        No Salt Card yet?{' '}
        <button
          type="button"
          className={linkButton}
          onClick={() => usePopupStore.getState().open('applySalt')}
        >
          {applySaltTitle}
        </button>
      </p>
    </form>
  )
}
