import { type ComponentProps, useId } from 'react'

interface TextFieldProps extends ComponentProps<'input'> {
  label: string
  /** A field in error changes its border colour; screen readers hear "invalid". */
  invalid?: boolean
}

export function TextField({ label, invalid = false, className = '', ...input }: TextFieldProps) {
  const id = useId()
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-[0.9rem] font-semibold">
        {label}
      </label>
      <input
        id={id}
        aria-invalid={invalid || undefined}
        className={`rounded border-2 px-3 py-2 outline-none focus-visible:ring-2 focus-visible:ring-brand/40 ${
          invalid ? 'border-danger bg-danger/5' : 'border-slate-300 focus:border-brand'
        }`}
        {...input}
      />
    </div>
  )
}
