import { useId, useRef } from 'react'
import { useNavigate } from 'react-router'
import { loginSchema } from '#domain/account/schemas.ts'
import { signInTitle } from '#domain/account/texts.ts'
import { applySaltTitle, createAccountLink } from '#domain/salt-card/texts.ts'
import { signIn } from '#app/stores/auth-actions.ts'
import { usePopupStore } from '#app/stores/popup.ts'
import { linkButton, primaryButton } from '#app/components/ui/buttons.ts'
import { popupTitle } from '#app/components/ui/dialog.ts'
import { FormAnnouncer } from '#app/components/ui/form/form-announcer.tsx'
import { FieldError } from '#app/components/ui/form/field-error.tsx'
import { useFocusOnMount } from './focus.ts'
import { TextField } from '#app/components/ui/text-field.tsx'
import { credentialFields, useSignInForm } from './account-form-parts.tsx'

interface SignInFormProps {
  titleId: string
  redirect: boolean
  onForgotPassword: () => void
}

/**
 * A failed sign-in highlights both inputs and says "E-mail or password is not right." beside them (ADR 0021). The
 * server's limit on attempts (429) has its own words, which a person cannot guess from red borders.
 */
export function SignInForm({ titleId, redirect, onForgotPassword }: SignInFormProps) {
  const navigate = useNavigate()
  const errorId = useId()
  const userRef = useRef<HTMLInputElement>(null)
  useFocusOnMount(userRef)
  const form = useSignInForm({
    schema: loginSchema,
    send: (credentials) => signIn(credentials, { navigate, redirect }),
  })
  const refused = form.errors.user

  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => void form.submit(event)} noValidate>
      <h2 id={titleId} className={popupTitle}>
        {signInTitle}
      </h2>
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
      {form.notice && (
        <p role="alert" className="rounded border-l-4 border-danger bg-danger/5 px-3 py-2 text-[0.9rem]">
          {form.notice}
        </p>
      )}
      <FormAnnouncer text={form.announcement} />
      <button type="submit" className={primaryButton} disabled={form.busy} aria-busy={form.busy}>
        {form.busy && (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
          />
        )}
        {signInTitle}
      </button>
      <p className="flex flex-wrap gap-x-4 gap-y-1 border-t border-slate-200 pt-4 text-[0.9rem]">
        <span>No account yet?</span>
        <button
          type="button"
          className={linkButton}
          onClick={() => usePopupStore.getState().open('createAccount')}
        >
          {createAccountLink}
        </button>
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
