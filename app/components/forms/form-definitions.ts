import type { FormKind } from '#domain/kernel/enums.ts'
import type { PublicFormField } from '#domain/forms/schemas.ts'
import { formFieldLabels } from '#domain/forms/texts.ts'
import type { FieldSpec } from './form-field.tsx'

export interface FormSection<K extends FormKind> {
  legend?: string
  fields: Array<FieldSpec<PublicFormField<K>>>
}

type Extra = Partial<Omit<FieldSpec, 'name' | 'label' | 'type' | 'required'>>

/** A field of form `kind`, labelled with the same words the sales mail uses. */
export function field<K extends FormKind>(
  kind: K,
  name: PublicFormField<K>,
  type: FieldSpec['type'],
  required: boolean,
  extra: Extra = {},
): FieldSpec<PublicFormField<K>> {
  const labels: Record<string, string> = formFieldLabels[kind]
  return { name, label: labels[name] ?? name, type, required, ...extra }
}

export const half = { width: 'half' } as const

/**
 * The layout of a public form: one module per form under `definitions/`, so a page carries its own form and not the
 * three others. Which fields are required mirrors the shared schema (domain/forms/schemas.ts, checked by
 * form-definitions.test.ts); the schema itself loads only when a visitor first uses a form.
 */
export interface FormDefinition<K extends FormKind = FormKind> {
  kind: K
  sections: Array<FormSection<K>>
}
