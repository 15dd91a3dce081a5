import { useId } from 'react'
import { primaryButton } from '#app/components/ui/buttons.ts'
import { formTitles, requiredFieldsNote, sendingText, submitLabels } from '#domain/forms/texts.ts'
import type { FormDefinition } from './form-definitions.ts'
import { type FieldSpec, FormField } from './form-field.tsx'
import { HoneypotField } from './honeypot-field.tsx'
import { usePublicForm } from './use-public-form.ts'
import { FormAnnouncer } from '#app/components/ui/form/form-announcer.tsx'

/** One of the four public forms, laid out from its definition, in a card. */
export function PublicForm({ form }: { form: FormDefinition }) {
  const { kind } = form
  const formId = useId()
  const { submit, preload, errors, clearError, notice, busy, announcement } = usePublicForm(kind)
  const sections: Array<{ legend?: string; fields: FieldSpec[] }> = form.sections

  const grid = (fields: FieldSpec[]) => (
    <div className="grid gap-5 md:grid-cols-2">
      {fields.map((field) => (
        <FormField
          key={field.name}
          id={`${formId}-${field.name}`}
          field={field}
          error={errors[field.name]}
          onEdit={clearError}
        />
      ))}
    </div>
  )

  return (
    <form
      aria-label={formTitles[kind]}
      noValidate
      onSubmit={(event) => void submit(event)}
      onFocus={preload}
      className="relative rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm2:p-8"
    >
      <p className="mb-6 text-[0.9rem] text-ink/75">{requiredFieldsNote}</p>
      <div className="flex flex-col gap-8">
        {sections.map((section, index) =>
          section.legend ? (
            <fieldset key={section.legend}>
              <legend className="mb-4 text-lg font-bold text-brand-dark">{section.legend}</legend>
              {grid(section.fields)}
            </fieldset>
          ) : (
            <div key={index}>{grid(section.fields)}</div>
          ),
        )}
      </div>
      <HoneypotField />
      {notice && (
        <p role="alert" className="mt-6 rounded border-l-4 border-danger bg-danger/5 px-4 py-3">
          {notice}
        </p>
      )}
      <FormAnnouncer text={announcement} />
      <button
        type="submit"
        className={`${primaryButton} mt-8 w-full sm2:w-auto`}
        disabled={busy}
        aria-busy={busy}
      >
        {busy && (
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
          />
        )}
        {busy ? sendingText : submitLabels[kind]}
      </button>
    </form>
  )
}
