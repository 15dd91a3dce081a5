import { type FormEvent, useRef, useState } from 'react'
import { HoneypotField } from '#app/components/forms/honeypot-field.tsx'
import { useSubmissionKey } from '#app/components/my-list/use-submission-key.ts'
import { ApiError } from '#app/lib/api-client.ts'
import { submissionErrorText } from '#app/lib/my-list-errors.ts'
import type { DeliveryDetails } from '#domain/my-list/schemas.ts'
import { type SaltApplicationInput, saltApplicationSchema } from '#domain/salt-card/schemas.ts'
import { myListTexts } from '#domain/my-list/texts.ts'
import { submitNewAccount, submittedList } from '#app/stores/my-list-submit.ts'
import { useMyListStore } from '#app/stores/my-list.ts'
import { applicationFields } from './apply-salt-form.tsx'
import { primaryButton } from '#app/components/ui/buttons.ts'
import { useFocusOnMount } from './focus.ts'
import { FormNotice, SubmitLabel } from './list-form-parts.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'

type Field = keyof SaltApplicationInput

/**
 * Mode register: the application form; fullName, company, email (an e-mail address), contactNumber and
 * companyAddress are required and highlighted when missing or wrong; `website` is the honeypot.
 */
export function ListRegisterForm({ delivery }: { delivery?: DeliveryDetails }) {
  const formRef = useRef<HTMLFormElement>(null)
  const [invalid, setInvalid] = useState<ReadonlySet<Field>>(new Set())
  const [notice, setNotice] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const submission = useSubmissionKey()
  const firstRef = useRef<HTMLInputElement>(null)
  useFocusOnMount(firstRef)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const data = new FormData(event.currentTarget)
    const application = saltApplicationSchema.safeParse(
      Object.fromEntries(
        [...applicationFields.map(({ name }) => name), 'website'].map((name) => [name, data.get(name) ?? '']),
      ),
    )
    setNotice(null)
    if (!application.success)
      return mark(new Set(application.error.issues.map((issue) => issue.path[0] as Field)))
    const items = useMyListStore.getState().items
    if (items.length === 0) return setNotice(myListTexts.emptyListError)
    const key = submission.keyFor({ form: application.data, list: submittedList(items), delivery })
    setBusy(true)
    try {
      await submitNewAccount({ items, delivery, key }, application.data)
      submission.forget()
    } catch (error) {
      const formFields = error instanceof ApiError ? formFieldsIn(error.fields) : new Set<Field>()
      if (formFields.size > 0) mark(formFields)
      else setNotice(submissionErrorText(error, items))
    } finally {
      setBusy(false)
    }
  }

  /** Highlights the fields and puts the cursor into the first of them. */
  function mark(names: ReadonlySet<Field>) {
    setInvalid(names)
    const first = applicationFields.find(({ name }) => names.has(name))
    const input = first && formRef.current?.elements.namedItem(first.name)
    if (input instanceof HTMLInputElement) input.focus()
  }

  const clear = (field: Field) => () => {
    if (!invalid.has(field)) return
    const next = new Set(invalid)
    next.delete(field)
    setInvalid(next)
  }

  return (
    <form ref={formRef} className="flex flex-col gap-4" onSubmit={(event) => void submit(event)} noValidate>
      <p className="text-[0.95rem]">{myListTexts.registerIntro}</p>
      <div className="grid grid-cols-2 gap-x-3 gap-y-3">
        {applicationFields.map(({ name, label, type = 'text', autoComplete, half }, index) => (
          <TextField
            key={name}
            ref={index === 0 ? firstRef : undefined}
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
      <HoneypotField />
      <FormNotice text={notice} />
      <button type="submit" className={primaryButton} disabled={busy} aria-busy={busy}>
        <SubmitLabel busy={busy} label={myListTexts.registerSubmit} />
      </button>
    </form>
  )
}

/** The server names a refused form field `form.email`; list and delivery problems are said in words instead. */
function formFieldsIn(fields: Record<string, string>): Set<Field> {
  const names = applicationFields.map(({ name }) => name)
  return new Set(
    Object.keys(fields).flatMap((path) => {
      const name = /^(?:htmlData\.)?form\.(\w+)$/.exec(path)?.[1] as Field | undefined
      return name && names.includes(name) ? [name] : []
    }),
  )
}
