import { type ReactNode, useId } from 'react'
import { smallPrimaryButton } from '#app/components/ui/buttons.ts'
import type { ActionFormState } from './use-action-form.ts'

interface ActionFormProps {
  form: Pick<ActionFormState, 'submit' | 'formError' | 'busy' | 'done'>
  heading: ReactNode
  submitLabel: string
  /** The grid's columns at each width, for the fields given as children. */
  gridClass: string
  children: ReactNode
}

/** The frame of a staff action form (useActionForm): heading, fields, what went wrong, the button and what was done. */
export function ActionForm({ form, heading, submitLabel, gridClass, children }: ActionFormProps) {
  const headingId = useId()
  return (
    <form
      noValidate
      onSubmit={(event) => void form.submit(event)}
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded border-2 border-slate-200 p-4"
    >
      <h3 id={headingId} className="text-[1.1rem] font-bold text-brand-dark">
        {heading}
      </h3>
      <div className={`grid gap-4 ${gridClass}`}>{children}</div>
      {form.formError && (
        <p role="alert" className="font-semibold text-danger">
          {form.formError}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={smallPrimaryButton} disabled={form.busy} aria-busy={form.busy}>
          {submitLabel}
        </button>
        <p role="status" className="font-semibold text-green-800">
          {form.done}
        </p>
      </div>
    </form>
  )
}
