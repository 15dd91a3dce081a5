import { z } from 'zod'
import type { FormKind } from '#domain/kernel/enums.ts'
import { optionValues, orderUnitOptions, productGroupOptions, salesInterestOptions } from './public-forms.ts'
import { emailSchema } from '#domain/account/schemas.ts'
import {
  deliveryWindowText,
  largeQuantityText,
  phoneAreaCodeText,
  phoneText,
  postalCodeText,
  quantityText,
} from './field-texts.ts'
import { requiredText } from '#domain/account/field-texts.ts'

/**
 * The public forms (contact, contact sales, become a dealer, quick order): one schema each, used by the page to
 * highlight fields and by `POST /api/salt/send-email` to refuse bad input with 400 and the fields named.
 */

const required = requiredText

/** One line of text: inner runs of white space (newlines too) become one space, so subjects stay one line. */
const line = (max: number) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .max(max)
    .transform((value) => value.replace(/\s+/g, ' '))

/** An optional line: absent or blank is ''. */
const optionalLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => value.replace(/\s+/g, ' '))
    .default('')

/** Free text over several lines, line breaks kept (as \n). */
const paragraphs = (max: number) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .max(max)
    .transform((value) => value.replace(/\r\n?/g, '\n'))

/** Optional free text: absent or blank is ''. */
const optionalParagraphs = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => value.replace(/\r\n?/g, '\n'))
    .default('')

const phone = z
  .string(required)
  .trim()
  .max(30)
  .regex(/^[\d\s()+.\-#extEXT]+$/, phoneText)
  .refine((value) => (value.match(/\d/g) ?? []).length >= 10, phoneAreaCodeText)

const optionalPhone = z.preprocess((value) => (value === '' ? undefined : value), phone.optional())

/** A Canadian postal code, "L4G3V6" or "l4g 3v6" alike, kept as "L4G 3V6". */
const postalCode = z
  .string(required)
  .trim()
  .regex(/^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z][ -]?\d[ABCEGHJ-NPRSTV-Z]\d$/i, postalCodeText)
  .transform((value) => {
    const compact = value.replace(/[ -]/g, '').toUpperCase()
    return `${compact.slice(0, 3)} ${compact.slice(3)}`
  })

const choice = (values: string[]) => z.enum(values as [string, ...string[]], required)

const isoDay = z.iso.date(required)

export const contactFormSchema = z.object({
  name: line(100),
  email: emailSchema,
  phone: optionalPhone,
  message: paragraphs(5000),
})

export const contactSalesFormSchema = z.object({
  name: line(100),
  company: line(150),
  email: emailSchema,
  phone,
  interest: choice(optionValues(salesInterestOptions)),
  message: paragraphs(5000),
})

export const becomeDealerFormSchema = z.object({
  company: line(150),
  contactName: line(100),
  email: emailSchema,
  phone,
  address: line(200),
  city: line(100),
  postalCode,
  storageCapacity: line(200),
  message: optionalParagraphs(5000),
})

export const quickOrderFormSchema = z
  .object({
    name: line(100),
    company: optionalLine(150),
    email: emailSchema,
    phone,
    productGroup: choice(optionValues(productGroupOptions)),
    product: optionalLine(200),
    quantity: z.coerce.number(required).positive(quantityText).max(100_000, largeQuantityText),
    unit: choice(optionValues(orderUnitOptions)),
    deliveryAddress: line(200),
    city: line(100),
    postalCode,
    preferredFrom: isoDay,
    preferredTo: isoDay,
    notes: optionalParagraphs(2000),
  })
  .refine((order) => order.preferredTo >= order.preferredFrom, {
    path: ['preferredTo'],
    message: deliveryWindowText,
    // Checked as soon as both dates are valid, beside any other field's problem, so all show at once.
    when: (payload) => bothDaysValid(payload.value),
  })

function bothDaysValid(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return false
  const { preferredFrom, preferredTo } = value as Record<string, unknown>
  return isoDay.safeParse(preferredFrom).success && isoDay.safeParse(preferredTo).success
}

export const publicFormSchemas = {
  contact: contactFormSchema,
  contactSales: contactSalesFormSchema,
  becomeDealer: becomeDealerFormSchema,
  quickOrder: quickOrderFormSchema,
} as const satisfies Record<FormKind, z.ZodType>

export type PublicFormData<K extends FormKind = FormKind> = z.infer<(typeof publicFormSchemas)[K]>
/** The field names of a form, as its inputs are named. */
export type PublicFormField<K extends FormKind> = keyof z.input<(typeof publicFormSchemas)[K]> & string

/** The fields a failed parse names, in the order the schema reported them. */
export function invalidFields(error: z.ZodError): string[] {
  return [...new Set(error.issues.map((issue) => String(issue.path[0] ?? '')).filter(Boolean))]
}
