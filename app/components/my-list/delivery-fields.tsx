import { FieldError } from '#app/components/ui/form/field-error.tsx'
import type { FieldErrors } from '#app/components/ui/form/use-form.ts'

export const deliveryFieldNames = [
  'siteAddress',
  'city',
  'postalCode',
  'dateFrom',
  'dateTo',
  'notes',
] as const
export type DeliveryField = (typeof deliveryFieldNames)[number]

interface DeliveryFieldSpec {
  name: DeliveryField
  label: string
  type: 'text' | 'date' | 'textarea'
  autoComplete?: string
  half?: boolean
}

const fields: DeliveryFieldSpec[] = [
  { name: 'siteAddress', label: 'Site address', type: 'text', autoComplete: 'street-address' },
  { name: 'city', label: 'City', type: 'text', autoComplete: 'address-level2', half: true },
  { name: 'postalCode', label: 'Postal code', type: 'text', autoComplete: 'postal-code', half: true },
  { name: 'dateFrom', label: 'Deliver from', type: 'date', half: true },
  { name: 'dateTo', label: 'Deliver by', type: 'date', half: true },
  { name: 'notes', label: 'Notes for the driver or dispatcher', type: 'textarea' },
]

/** Labels by field name, for the announcement that names the fields to check. */
export const deliveryLabels: Readonly<Record<string, string>> = Object.fromEntries(
  fields.map(({ name, label }) => [name, label]),
)

const control = (invalid: boolean) =>
  `w-full rounded border-2 bg-white px-3 py-2 outline-none focus-visible:ring-2 focus-visible:ring-brand/40 ${
    invalid ? 'border-danger bg-danger/5' : 'border-slate-300 focus:border-brand'
  }`

interface DeliveryFieldsProps {
  idPrefix: string
  /** Texts of the fields in error, by name. */
  errors: FieldErrors
  onEdit: (name: DeliveryField) => void
}

/** The optional delivery details a salt buyer adds to a request: where, when (a window of days) and notes. */
export function DeliveryFields({ idPrefix, errors, onEdit }: DeliveryFieldsProps) {
  // Rendered in the browser only (the list is read from storage after hydration), so no server day to match.
  const today = localDay(new Date())
  return (
    <div className="grid grid-cols-2 gap-x-3 gap-y-4">
      {fields.map(({ name, label, type, autoComplete, half }) => {
        const id = `${idPrefix}-${name}`
        const error = errors[name]
        const common = {
          id,
          name,
          autoComplete,
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? `${id}-error` : undefined,
          className: control(Boolean(error)),
          onChange: () => onEdit(name),
        }
        return (
          <div
            key={name}
            className={`flex flex-col gap-1 ${half ? 'col-span-2 sm:col-span-1' : 'col-span-2'}`}
          >
            <label htmlFor={id} className="text-[0.9rem] font-semibold">
              {label}
            </label>
            {type === 'textarea' ? (
              <textarea rows={3} maxLength={1000} {...common} />
            ) : (
              <input type={type} min={type === 'date' ? today : undefined} {...common} />
            )}
            <FieldError id={`${id}-error`} text={error} />
          </div>
        )
      })}
    </div>
  )
}

/** yyyy-MM-dd of the browser's own day (a date input's `min` is in local days). */
function localDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}
