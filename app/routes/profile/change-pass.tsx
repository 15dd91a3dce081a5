import { useId } from 'react'
import { Notice } from '#app/components/ui/notice.tsx'
import { pageSection, pageTitle } from '#app/components/ui/page.ts'
import { ApiError } from '#app/lib/api-client.ts'
import { minPasswordLength } from '#domain/account/schemas.ts'
import { changePasswordFormSchema } from '#domain/salt-card/schemas.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { tooManyAttemptsText } from '#domain/account/texts.ts'
import { changePasswordDoneText, pageTitles, wrongCurrentPasswordText } from '#domain/salt-card/texts.ts'
import { primaryButton } from '#app/components/ui/buttons.ts'
import { TextField } from '#app/components/ui/text-field.tsx'
import { FieldError } from '#app/components/ui/form/field-error.tsx'
import { FormAnnouncer } from '#app/components/ui/form/form-announcer.tsx'
import { type FieldErrors, type Refusal, useForm } from '#app/components/ui/form/use-form.ts'
import { changeOwnPassword } from '#app/stores/salt-card-actions.ts'
import type { Route } from './+types/change-pass'

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location.pathname, {
    title: pageTitles.changePass,
    description: 'Change the password of your Salt Card account.',
    noindex: true,
  })

const labels = {
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
}
/** The new password and its confirmation go together: either being wrong highlights both, with one text. */
const bothNew = (text: string) => ({ newPassword: text, confirmPassword: text })

function errorsOf(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): FieldErrors {
  const current = issues.find((issue) => issue.path[0] === 'currentPassword')
  const fresh = issues.find((issue) => issue.path[0] !== 'currentPassword')
  return { ...(current && { currentPassword: current.message }), ...(fresh && bothNew(fresh.message)) }
}

function refusal(error: unknown): Refusal {
  if (!(error instanceof ApiError)) return { notice: String(error) }
  if (error.status === 429) return { notice: tooManyAttemptsText(error.retryAfter) }
  if (error.fields.currentPassword) return { fields: { currentPassword: wrongCurrentPasswordText } }
  if (error.fields.newPassword) return { fields: bothNew(error.fields.newPassword) }
  return { notice: error.message }
}

/**
 * /profile/change-pass. Unless the new password has 6 characters or more and equals the confirmation,
 * both are highlighted, with one text, and nothing is sent. The server ends every other session of the account.
 */
export default function ChangePass() {
  const newErrorId = useId()
  const form = useForm({
    schema: changePasswordFormSchema,
    errorsOf,
    labels,
    send: (passwords) => changeOwnPassword(passwords.currentPassword, passwords.newPassword),
    onSent: (_answer, element) => element?.reset(),
    refusal,
  })
  const newError = form.errors.newPassword

  return (
    <section className={pageSection}>
      <h1 className={pageTitle}>{pageTitles.changePass}</h1>
      {form.status === 'sent' && <Notice tone="success">{changePasswordDoneText}</Notice>}
      <form className="flex max-w-md flex-col gap-4" onSubmit={(event) => void form.submit(event)} noValidate>
        <p>Choose a new password of at least {minPasswordLength} characters and type it twice.</p>
        <TextField
          label={labels.currentPassword}
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          required
          error={form.errors.currentPassword}
          onChange={() => form.clearError('currentPassword')}
        />
        <TextField
          label={labels.newPassword}
          name="newPassword"
          type="password"
          autoComplete="new-password"
          required
          minLength={minPasswordLength}
          invalid={Boolean(newError)}
          describedBy={newError ? newErrorId : undefined}
          onChange={() => form.clearError('newPassword')}
        />
        <TextField
          label={labels.confirmPassword}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          invalid={Boolean(form.errors.confirmPassword)}
          describedBy={form.errors.confirmPassword ? newErrorId : undefined}
          onChange={() => form.clearError('confirmPassword')}
        />
        <FieldError id={newErrorId} text={newError ?? form.errors.confirmPassword} />
        {form.notice && <Notice tone="error">{form.notice}</Notice>}
        <FormAnnouncer text={form.announcement} />
        <button
          type="submit"
          className={`${primaryButton} self-start`}
          disabled={form.busy}
          aria-busy={form.busy}
        >
          Change password
        </button>
      </form>
    </section>
  )
}
