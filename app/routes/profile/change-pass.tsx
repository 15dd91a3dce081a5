import { type FormEvent, useRef, useState } from 'react'
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
import { changeOwnPassword } from '#app/stores/salt-card-actions.ts'
import type { Route } from './+types/change-pass'

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location.pathname, {
    title: pageTitles.changePass,
    description: 'Change the password of your Salt Card account.',
    noindex: true,
  })

const fieldOrder = ['currentPassword', 'newPassword', 'confirmPassword'] as const
type Field = (typeof fieldOrder)[number]

/**
 * /profile/change-pass. Unless the new password has 6 characters or more and equals the confirmation,
 * both are highlighted and nothing is sent. The server ends every other session of the account.
 */
export default function ChangePass() {
  const formRef = useRef<HTMLFormElement>(null)
  const [invalid, setInvalid] = useState<ReadonlySet<Field>>(new Set())
  const [message, setMessage] = useState<{ field: Field | null; text: string } | null>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const formElement = event.currentTarget
    const form = new FormData(formElement)
    const parsed = changePasswordFormSchema.safeParse({
      currentPassword: form.get('currentPassword'),
      newPassword: form.get('newPassword'),
      confirmPassword: form.get('confirmPassword'),
    })
    setMessage(null)
    setDone(false)
    if (!parsed.success) {
      const fields = new Set(parsed.error.issues.map((issue) => issue.path[0] as Field))
      // The new password and its confirmation go together: either being wrong highlights both.
      if (fields.has('newPassword') || fields.has('confirmPassword')) {
        fields.add('newPassword')
        fields.add('confirmPassword')
      }
      return mark(fields)
    }
    setBusy(true)
    try {
      await changeOwnPassword(parsed.data.currentPassword, parsed.data.newPassword)
      formElement.reset()
      setInvalid(new Set())
      setDone(true)
    } catch (error) {
      refused(error)
    } finally {
      setBusy(false)
    }
  }

  /** Highlights the fields and puts the cursor into the first of them. */
  function mark(fields: ReadonlySet<Field>) {
    setInvalid(fields)
    const first = fieldOrder.find((field) => fields.has(field))
    const input = first && formRef.current?.elements.namedItem(first)
    if (input instanceof HTMLInputElement) input.focus()
  }

  function refused(error: unknown) {
    if (!(error instanceof ApiError)) return setMessage({ field: null, text: String(error) })
    if (error.status === 429) return setMessage({ field: null, text: tooManyAttemptsText(error.retryAfter) })
    if (error.fields.currentPassword) {
      mark(new Set(['currentPassword']))
      return setMessage({ field: 'currentPassword', text: wrongCurrentPasswordText })
    }
    if (error.fields.newPassword) {
      mark(new Set(['newPassword', 'confirmPassword']))
      return setMessage({ field: 'newPassword', text: error.fields.newPassword })
    }
    setMessage({ field: null, text: error.message })
  }

  const clear = (field: Field) => () => {
    if (!invalid.has(field)) return
    const next = new Set(invalid)
    next.delete(field)
    setInvalid(next)
  }
  const messageFor = (field: Field) =>
    message?.field === field ? (
      <p id={`${field}-message`} className="text-[0.9rem] font-semibold text-danger">
        {message.text}
      </p>
    ) : null
  const describedBy = (field: Field) => (message?.field === field ? `${field}-message` : undefined)

  return (
    <section className={pageSection}>
      <h1 className={pageTitle}>{pageTitles.changePass}</h1>
      {done && <Notice tone="success">{changePasswordDoneText}</Notice>}
      <form
        ref={formRef}
        className="flex max-w-md flex-col gap-4"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <p>Choose a new password of at least {minPasswordLength} characters and type it twice.</p>
        <div className="flex flex-col gap-1">
          <TextField
            label="Current password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            invalid={invalid.has('currentPassword')}
            aria-describedby={describedBy('currentPassword')}
            onChange={clear('currentPassword')}
          />
          {messageFor('currentPassword')}
        </div>
        <div className="flex flex-col gap-1">
          <TextField
            label="New password"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            minLength={minPasswordLength}
            invalid={invalid.has('newPassword')}
            aria-describedby={describedBy('newPassword')}
            onChange={clear('newPassword')}
          />
          {messageFor('newPassword')}
        </div>
        <TextField
          label="Confirm new password"
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          required
          invalid={invalid.has('confirmPassword')}
          onChange={clear('confirmPassword')}
        />
        {message?.field === null && <Notice tone="error">{message.text}</Notice>}
        <button type="submit" className={`${primaryButton} self-start`} disabled={busy} aria-busy={busy}>
          Change password
        </button>
      </form>
    </section>
  )
}
