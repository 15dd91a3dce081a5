import type { FormOption } from '#domain/forms/public-forms.ts'
import { FieldError } from '#app/components/ui/form/field-error.tsx'

export type FieldType = 'text' | 'email' | 'tel' | 'number' | 'date' | 'textarea' | 'select'

export interface FieldSpec<Name extends string = string> {
  name: Name
  label: string
  type: FieldType
  required: boolean
  autoComplete?: string
  options?: readonly FormOption[]
  /** Of a row of the form's grid: the whole row, or half of it on wider screens. */
  width?: 'full' | 'half'
  /** A short hint under the label. */
  hint?: string
  min?: number
  step?: number
  rows?: number
}

interface FormFieldProps {
  id: string
  field: FieldSpec
  /** What is wrong, beside the field: its border turns red, and screen readers hear "invalid" and the words. */
  error: string | undefined
  onEdit: (name: string) => void
}

const control = (invalid: boolean) =>
  `w-full rounded border-2 bg-white px-3 py-2.5 outline-none focus-visible:ring-2 focus-visible:ring-brand/40 ${
    invalid ? 'border-danger bg-danger/5' : 'border-slate-300 focus:border-brand'
  }`

/** One labelled input, textarea or select; a required field carries a visible mark. */
export function FormField({ id, field, error, onEdit }: FormFieldProps) {
  const hintId = field.hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const invalid = Boolean(error)
  const common = {
    id,
    name: field.name,
    required: field.required,
    'aria-invalid': invalid || undefined,
    'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined,
    autoComplete: field.autoComplete,
    className: control(invalid),
    onChange: () => onEdit(field.name),
  }
  return (
    <div className={`flex flex-col gap-1 ${field.width === 'half' ? '' : 'md:col-span-2'}`}>
      <label htmlFor={id} className="text-[0.9rem] font-semibold">
        {field.label}
        {/* The input's own `required` tells assistive technology; the star is for the eye. */}
        {field.required && (
          <span aria-hidden="true" className="ml-1 text-danger">
            *
          </span>
        )}
      </label>
      {field.hint && (
        <p id={hintId} className="text-[0.85rem] text-ink/70">
          {field.hint}
        </p>
      )}
      {field.type === 'textarea' ? (
        <textarea rows={field.rows ?? 5} {...common} />
      ) : field.type === 'select' ? (
        <select defaultValue="" {...common}>
          <option value="" disabled>
            Choose…
          </option>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          type={field.type}
          min={field.min}
          step={field.step}
          inputMode={field.type === 'number' ? 'decimal' : undefined}
          {...common}
        />
      )}
      {errorId && <FieldError id={errorId} text={error} />}
    </div>
  )
}
