import { type ComponentProps, useId } from 'react'
import { fieldControl, fieldLabel } from './field-styles.ts'
import { FieldError } from './form/field-error.tsx'

interface SelectFieldProps extends ComponentProps<'select'> {
  label: string
  invalid?: boolean
  /** What is wrong, in words beside the field (highlights it too). */
  error?: string
}

/** A labelled <select> in the form style of the popups' TextField (errors change the border colour). */
export function SelectField({
  label,
  invalid = false,
  error,
  className = '',
  children,
  ...select
}: SelectFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <select
        id={id}
        aria-invalid={invalid || Boolean(error) || undefined}
        aria-describedby={error ? errorId : undefined}
        className={`w-full min-w-0 ${fieldControl(invalid || Boolean(error))}`}
        {...select}
      >
        {children}
      </select>
      <FieldError id={errorId} text={error} />
    </div>
  )
}
