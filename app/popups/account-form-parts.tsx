import type { Ref } from 'react'
import type { z } from 'zod'
import { ApiError } from '#app/lib/api-client.ts'
import type { loginSchema } from '#domain/account/schemas.ts'
import { signInRefusedText } from '#domain/account/field-texts.ts'
import { tooManyAttemptsText } from '#domain/account/texts.ts'
import { networkErrorText } from '#domain/forms/texts.ts'
import type { SaltApplicationInput } from '#domain/salt-card/schemas.ts'
import {
  type FieldErrors,
  type FormOptions,
  type Refusal,
  useForm,
} from '#app/components/ui/form/use-form.ts'
import { TextField } from '#app/components/ui/text-field.tsx'

/*
 * What the account popups' forms share: the sign-in inputs and their form hook (the sign-in popup and the list
 * sign-in popup's sign-in mode), the application's fields (the applySalt popup and the register mode). One module,
 * so the popups share one chunk: each chunk a popup may load is a name in every page's shell (ADR 0015).
 */

/** The two inputs of both sign-in forms (the sign-in popup and the list sign-in popup's sign-in mode). */
export const credentialFields = {
  user: { label: 'Email', name: 'user', type: 'email', autoComplete: 'username', inputMode: 'email' },
  pass: { label: 'Password', name: 'pass', type: 'password', autoComplete: 'current-password' },
} as const

const labels = { user: 'Email', pass: 'Password' }
const bothSay = (text: string): FieldErrors => ({ user: text, pass: text })

/**
 * Whatever failed, both inputs are highlighted and share one text: a refused sign-in says the same for an unknown
 * account, a wrong password and a deactivated account (the server answers all three alike); a rate limit or a lost
 * connection says so instead, since a person could not guess either.
 */
export function signInRefusal(error: unknown): Refusal {
  if (error instanceof ApiError && error.status === 429)
    return { fields: bothSay(tooManyAttemptsText(error.retryAfter)) }
  if (!(error instanceof ApiError) || error.status === 0) return { fields: bothSay(networkErrorText) }
  return { fields: bothSay(signInRefusedText) }
}

type SignInOptions<R> = Pick<FormOptions<typeof loginSchema, R>, 'schema' | 'send'> &
  Partial<Pick<FormOptions<typeof loginSchema, R>, 'refusal'>>

/** The form hook for credentials typed as `user` and `pass`; a check that fails is a refused sign-in too. */
export function useSignInForm<R>(options: SignInOptions<R>) {
  return useForm<typeof loginSchema, R>({
    refusal: signInRefusal,
    ...options,
    input: (form) => {
      const data = form ? new FormData(form) : null
      return { username: data?.get('user'), password: data?.get('pass') } satisfies Record<
        keyof z.input<typeof loginSchema>,
        unknown
      >
    },
    errorsOf: () => bothSay(signInRefusedText),
    labels,
  })
}

type Field = keyof SaltApplicationInput

/** The application form's fields; the list sign-in popup's register mode asks the same. */
const applicationFields: Array<{
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

/** Labels by field name, for the announcement that names the fields to check. */
export const applicationLabels: Readonly<Record<string, string>> = Object.fromEntries(
  applicationFields.map(({ name, label }) => [name, label]),
)

interface ApplicationFieldsProps {
  errors: FieldErrors
  onEdit: (name: Field) => void
  firstRef?: Ref<HTMLInputElement>
}

/** The seven inputs, each highlighted with its text beside it when the shared schema or the server refuses it. */
export function ApplicationFields({ errors, onEdit, firstRef }: ApplicationFieldsProps) {
  return (
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
          error={errors[name]}
          onChange={() => onEdit(name)}
          className={half ? 'col-span-2 sm:col-span-1' : 'col-span-2'}
        />
      ))}
    </div>
  )
}
