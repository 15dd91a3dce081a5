import { type FormEvent, useState } from 'react'
import { ApiError } from '#app/lib/api-client.ts'
import { type SaltApplicationInput, saltApplicationSchema } from '#domain/salt-card/schemas.ts'
import { tooManyAttemptsText } from '#domain/account/texts.ts'
import { applySaltIntro, applySaltTitle } from '#domain/salt-card/texts.ts'
import { applyForSaltCard } from '#app/stores/salt-card-actions.ts'
import { popupTitle } from '#app/components/ui/dialog.ts'
import { primaryButton } from '#app/components/ui/buttons.ts'
import { TextField } from '#app/components/ui/text-field.tsx'

type Field = keyof SaltApplicationInput

/** The application form's fields; the list sign-in popup's register mode asks the same. */
export const applicationFields: Array<{
  name: Field
  label: string
  type?: string
  autoComplete: string
  half?: boolean
}> = [
  { name: 'fullName', label: 'Full name', autoComplete: 'name' },
  { name: 'company', label: 'Company', autoComplete: 'organization' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'contactNumber', label: 'Contact number', type: 'tel', autoComplete: 'tel' },
  { name: 'companyAddress', label: 'Company address', autoComplete: 'street-address' },
  { name: 'city', label: 'City (optional)', autoComplete: 'address-level2', half: true },
  { name: 'postalCode', label: 'Postal code (optional)', autoComplete: 'postal-code', half: true },
]

/**
 * The application form. The five required fields are highlighted when missing and nothing is sent;
 * `website` is a honeypot that people never see.
 */
export function ApplySaltForm({ titleId, onSent }: { titleId: string; onSent: () => void }) {
  const [invalid, setInvalid] = useState<ReadonlySet<Field>>(new Set())
  const [notice, setNotice] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const data = new FormData(form)
    const application = saltApplicationSchema.safeParse(
      Object.fromEntries(
        [...applicationFields.map(({ name }) => name), 'website'].map((name) => [name, data.get(name) ?? '']),
      ),
    )
    setNotice(null)
    if (!application.success) {
      return mark(form, new Set(application.error.issues.map((issue) => issue.path[0] as Field)))
    }
    setBusy(true)
    try {
      await applyForSaltCard(application.data)
      onSent()
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) setNotice(tooManyAttemptsText(error.retryAfter))
      else if (error instanceof ApiError && Object.keys(error.fields).length > 0)
        mark(form, new Set(Object.keys(error.fields) as Field[]))
      else setNotice(error instanceof ApiError ? error.message : 'The server could not be reached.')
    } finally {
      setBusy(false)
    }
  }

  /** Highlights the fields and puts the cursor into the first of them. */
  function mark(form: HTMLFormElement, names: ReadonlySet<Field>) {
    setInvalid(names)
    const first = applicationFields.find(({ name }) => names.has(name))
    const input = first && form.elements.namedItem(first.name)
    if (input instanceof HTMLInputElement) input.focus()
  }

  const clear = (field: Field) => () => {
    if (!invalid.has(field)) return
    const next = new Set(invalid)
    next.delete(field)
    setInvalid(next)
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
      <h2 id={titleId} className={popupTitle}>
        {applySaltTitle}
      </h2>
      <p className="text-[0.95rem]">{applySaltIntro}</p>
      <div className="grid grid-cols-2 gap-x-3 gap-y-3">
        {applicationFields.map(({ name, label, type = 'text', autoComplete, half }) => (
          <TextField
            key={name}
            label={label}
            name={name}
            type={type}
            autoComplete={autoComplete}
            required={!half}
            invalid={invalid.has(name)}
            onChange={clear(name)}
            className={half ? 'col-span-2 sm:col-span-1' : 'col-span-2'}
          />
        ))}
      </div>
      {/* Honeypot: off-screen and out of the tab order; a form-filling robot fills it and the server drops it. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label>
          Website
          <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {notice && (
        <p role="alert" className="rounded border-l-4 border-danger bg-danger/5 px-3 py-2 text-[0.9rem]">
          {notice}
        </p>
      )}
      <button type="submit" className={primaryButton} disabled={busy} aria-busy={busy}>
        Send application
      </button>
    </form>
  )
}
