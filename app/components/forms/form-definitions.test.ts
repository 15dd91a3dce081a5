import { describe, expect, it } from 'vitest'
import type { FormKind } from '#domain/kernel/enums.ts'
import { invalidFields, publicFormSchemas } from '#domain/forms/schemas.ts'
import { formFieldLabels } from '#domain/forms/texts.ts'
import { becomeDealerForm } from './definitions/become-dealer.ts'
import { contactSalesForm } from './definitions/contact-sales.ts'
import { contactForm } from './definitions/contact.ts'
import { quickOrderForm } from './definitions/quick-order.ts'
import type { FieldSpec } from './form-field.tsx'

const formDefinitions = {
  contact: contactForm.sections,
  contactSales: contactSalesForm.sections,
  becomeDealer: becomeDealerForm.sections,
  quickOrder: quickOrderForm.sections,
} satisfies Record<FormKind, unknown>
const kinds = Object.keys(formDefinitions) as FormKind[]

describe.each(kinds)('the %s form', (kind) => {
  const sections: Array<{ fields: FieldSpec[] }> = formDefinitions[kind]
  const fields = sections.flatMap((section) => section.fields)

  it('shows every field its schema reads, once, each with its label', () => {
    const names = fields.map((field) => field.name)
    expect(new Set(names).size).toBe(names.length)
    expect(names.sort()).toEqual(Object.keys(publicFormSchemas[kind].shape ?? {}).sort())
    for (const field of fields)
      expect(field.label).toBe((formFieldLabels[kind] as Record<string, string>)[field.name])
  })

  it('marks as required exactly the fields the schema requires', () => {
    const empty = publicFormSchemas[kind].safeParse({})
    expect(empty.success).toBe(false)
    const requiredBySchema = invalidFields(empty.error!).sort()
    const marked = fields.filter((field) => field.required).map((field) => field.name)
    expect(marked.sort()).toEqual(requiredBySchema)
  })

  it('offers options for every select', () => {
    for (const field of fields.filter((candidate) => candidate.type === 'select')) {
      expect(field.options?.length, field.name).toBeGreaterThan(1)
    }
  })
})
