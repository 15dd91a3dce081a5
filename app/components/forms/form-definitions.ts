import type { FormKind } from '#domain/kernel/enums.ts'
import type { PublicFormField } from '#domain/forms/schemas.ts'
import { orderUnitOptions, productGroupOptions, salesInterestOptions } from '#domain/forms/public-forms.ts'
import { formFieldLabels } from '#domain/forms/texts.ts'
import type { FieldSpec } from './form-field.tsx'

export interface FormSection<K extends FormKind> {
  legend?: string
  fields: Array<FieldSpec<PublicFormField<K>>>
}

type Extra = Partial<Omit<FieldSpec, 'name' | 'label' | 'type' | 'required'>>

/** A field of form `kind`, labelled with the same words the sales mail uses. */
function field<K extends FormKind>(
  kind: K,
  name: PublicFormField<K>,
  type: FieldSpec['type'],
  required: boolean,
  extra: Extra = {},
): FieldSpec<PublicFormField<K>> {
  const labels: Record<string, string> = formFieldLabels[kind]
  return { name, label: labels[name] ?? name, type, required, ...extra }
}

const half = { width: 'half' } as const

/**
 * The layout of each public form. Which fields are required mirrors the shared schema (domain/forms/schemas.ts,
 * checked by form-definitions.test.ts); the schema itself loads only when a visitor first uses a form.
 */
export const formDefinitions: { [K in FormKind]: Array<FormSection<K>> } = {
  contact: [
    {
      fields: [
        field('contact', 'name', 'text', true, { ...half, autoComplete: 'name' }),
        field('contact', 'email', 'email', true, { ...half, autoComplete: 'email' }),
        field('contact', 'phone', 'tel', false, { ...half, autoComplete: 'tel' }),
        field('contact', 'message', 'textarea', true, { rows: 6 }),
      ],
    },
  ],
  contactSales: [
    {
      fields: [
        field('contactSales', 'name', 'text', true, { ...half, autoComplete: 'name' }),
        field('contactSales', 'company', 'text', true, { ...half, autoComplete: 'organization' }),
        field('contactSales', 'email', 'email', true, { ...half, autoComplete: 'email' }),
        field('contactSales', 'phone', 'tel', true, { ...half, autoComplete: 'tel' }),
        field('contactSales', 'interest', 'select', true, { options: salesInterestOptions }),
        field('contactSales', 'message', 'textarea', true, {
          rows: 6,
          hint: 'Your sites, the tonnage you expect for the season, and how you would like to receive salt.',
        }),
      ],
    },
  ],
  becomeDealer: [
    {
      legend: 'Your company',
      fields: [
        field('becomeDealer', 'company', 'text', true, { ...half, autoComplete: 'organization' }),
        field('becomeDealer', 'contactName', 'text', true, { ...half, autoComplete: 'name' }),
        field('becomeDealer', 'email', 'email', true, { ...half, autoComplete: 'email' }),
        field('becomeDealer', 'phone', 'tel', true, { ...half, autoComplete: 'tel' }),
      ],
    },
    {
      legend: 'Your yard',
      fields: [
        field('becomeDealer', 'address', 'text', true, { autoComplete: 'street-address' }),
        field('becomeDealer', 'city', 'text', true, { ...half, autoComplete: 'address-level2' }),
        field('becomeDealer', 'postalCode', 'text', true, { ...half, autoComplete: 'postal-code' }),
        field('becomeDealer', 'storageCapacity', 'text', true, {
          hint: 'For example: 800 tonnes under a dome, room for 20 skids indoors.',
        }),
        field('becomeDealer', 'message', 'textarea', false, { rows: 5 }),
      ],
    },
  ],
  quickOrder: [
    {
      legend: 'Your details',
      fields: [
        field('quickOrder', 'name', 'text', true, { ...half, autoComplete: 'name' }),
        field('quickOrder', 'company', 'text', false, { ...half, autoComplete: 'organization' }),
        field('quickOrder', 'email', 'email', true, { ...half, autoComplete: 'email' }),
        field('quickOrder', 'phone', 'tel', true, { ...half, autoComplete: 'tel' }),
      ],
    },
    {
      legend: 'Your order',
      fields: [
        field('quickOrder', 'productGroup', 'select', true, { options: productGroupOptions }),
        field('quickOrder', 'product', 'text', false, {
          hint: 'For example: treated rock salt, 20 kg bags of ice melter.',
        }),
        field('quickOrder', 'quantity', 'number', true, { ...half, min: 0, step: 0.5 }),
        field('quickOrder', 'unit', 'select', true, { ...half, options: orderUnitOptions }),
      ],
    },
    {
      legend: 'Delivery',
      fields: [
        field('quickOrder', 'deliveryAddress', 'text', true, { autoComplete: 'street-address' }),
        field('quickOrder', 'city', 'text', true, { ...half, autoComplete: 'address-level2' }),
        field('quickOrder', 'postalCode', 'text', true, { ...half, autoComplete: 'postal-code' }),
        field('quickOrder', 'preferredFrom', 'date', true, half),
        field('quickOrder', 'preferredTo', 'date', true, half),
        field('quickOrder', 'notes', 'textarea', false, {
          rows: 4,
          hint: 'Gate codes, where to drop, height limits, the best time to call.',
        }),
      ],
    },
  ],
}
