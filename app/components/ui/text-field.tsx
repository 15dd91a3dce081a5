import { type ComponentProps, useId } from 'react'
import { FieldError } from './form/field-error.tsx'

interface TextFieldProps extends ComponentProps<'input'> {
  label: string
  /** A field in error changes its border colour; screen readers hear "invalid". */
  invalid?: boolean
  /** What is wrong, in words beside the field (highlights it too). */
  error?: string
  /** The id of words elsewhere that describe this field too (one text two fields share). */
  describedBy?: string
}

export function TextField({
  label,
  invalid = false,
  error,
  describedBy,
  className = '',
  ...input
}: TextFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const highlighted = invalid || Boolean(error)
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-[0.9rem] font-semibold">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={highlighted || undefined}
        aria-describedby={(error ? errorId : describedBy) || undefined}
        className={`rounded border-2 px-3 py-2 outline-none focus-visible:ring-2 focus-visible:ring-brand/40 ${
          highlighted ? 'border-danger bg-danger/5' : 'border-slate-300 focus:border-brand'
        }`}
        {...input}
      />
      <FieldError id={errorId} text={error} />
    </div>
  )
}
