import type { Ref } from 'react'
import type { SaltApplicationInput } from '#domain/salt-card/schemas.ts'
import type { FieldErrors } from '#app/components/ui/form/use-form.ts'
import { TextField } from '#app/components/ui/text-field.tsx'

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
