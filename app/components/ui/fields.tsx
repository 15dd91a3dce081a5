import { type ComponentProps, type ReactNode, useId } from 'react'

const control = (invalid: boolean) =>
  `w-full rounded border-2 bg-white px-3 py-2 outline-none focus-visible:ring-2 focus-visible:ring-brand/40 ${
    invalid ? 'border-danger bg-danger/5' : 'border-slate-300 focus:border-brand'
  }`

interface FieldProps {
  label: string
  error?: string
  hint?: ReactNode
}

/** Label above, the control, then a hint and the error message, both tied to the control for screen readers. */
function FieldFrame({
  label,
  error,
  hint,
  children,
}: FieldProps & { children: (ids: { id: string; describedBy: string | undefined }) => ReactNode }) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-[0.9rem] font-semibold">
        {label}
      </label>
      {children({ id, describedBy })}
      {hint && (
        <p id={hintId} className="text-[0.85rem] text-slate-700">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-[0.85rem] font-semibold text-danger">
          {error}
        </p>
      )}
    </div>
  )
}

type InputProps = FieldProps &
  Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'id'> & {
    value: string
    onValue: (value: string) => void
  }

export function TextInput({ label, error, hint, value, onValue, ...input }: InputProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {({ id, describedBy }) => (
        <input
          id={id}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={control(Boolean(error))}
          {...input}
        />
      )}
    </FieldFrame>
  )
}

type TextAreaProps = FieldProps &
  Omit<ComponentProps<'textarea'>, 'value' | 'onChange' | 'id'> & {
    value: string
    onValue: (value: string) => void
  }

export function TextArea({ label, error, hint, value, onValue, rows = 4, ...textarea }: TextAreaProps) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {({ id, describedBy }) => (
        <textarea
          id={id}
          rows={rows}
          value={value}
          onChange={(event) => onValue(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={control(Boolean(error))}
          {...textarea}
        />
      )}
    </FieldFrame>
  )
}

interface SelectProps<T extends string> extends FieldProps {
  value: T
  options: ReadonlyArray<{ value: T; label: string }>
  onValue: (value: T) => void
  disabled?: boolean
}

export function SelectInput<T extends string>({
  label,
  error,
  hint,
  value,
  options,
  onValue,
  disabled,
}: SelectProps<T>) {
  return (
    <FieldFrame label={label} error={error} hint={hint}>
      {({ id, describedBy }) => (
        <select
          id={id}
          value={value}
          disabled={disabled}
          onChange={(event) => onValue(event.target.value as T)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${control(Boolean(error))} h-11`}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  )
}

interface CheckboxProps {
  label: string
  checked: boolean
  onChecked: (checked: boolean) => void
  error?: string
  disabled?: boolean
}

/** A checkbox with its label to the right; the whole row is the click target. */
export function Checkbox({ label, checked, onChecked, error, disabled }: CheckboxProps) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="flex min-h-11 w-fit cursor-pointer items-center gap-2 font-semibold">
        <input
          id={id}
          type="checkbox"
          className="size-5 accent-brand"
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChecked(event.target.checked)}
        />
        {label}
      </label>
      {error && (
        <p id={`${id}-error`} className="text-[0.85rem] font-semibold text-danger">
          {error}
        </p>
      )}
    </div>
  )
}
