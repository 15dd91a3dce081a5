import { type ComponentProps, useId } from 'react'
import { fieldControl, fieldLabel } from './field-styles.ts'

interface SelectFieldProps extends ComponentProps<'select'> {
  label: string
  invalid?: boolean
}

/** A labelled <select> in the form style of the popups' TextField (errors change the border colour). */
export function SelectField({
  label,
  invalid = false,
  className = '',
  children,
  ...select
}: SelectFieldProps) {
  const id = useId()
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className}`}>
      <label htmlFor={id} className={fieldLabel}>
        {label}
      </label>
      <select
        id={id}
        aria-invalid={invalid || undefined}
        className={`w-full min-w-0 ${fieldControl(invalid)}`}
        {...select}
      >
        {children}
      </select>
    </div>
  )
}
