import { z } from 'zod'
import { stockStatuses } from '#domain/locations/hours.ts'
import { storedImageSchema } from '#domain/media/stored-image.ts'
import { leastMaxQty } from './unit-steps.ts'
import { quantitySteps } from '#domain/kernel/enums.ts'
import {
  adminListQuerySchema,
  maxRecordId,
  plainText,
  queryValue,
  requiredText,
  richTextSchema,
  slugSchema,
  versionSchema,
} from '#domain/admin/list.ts'

const sortOrderSchema = z.number().int().min(-100_000).max(100_000)

export const productGroupInputSchema = z.object({
  name: requiredText(120),
  slug: slugSchema,
  summary: plainText(500),
  descriptionHtml: richTextSchema,
  image: storedImageSchema.nullable(),
  sortOrder: sortOrderSchema,
  published: z.boolean(),
})
export const productGroupUpdateSchema = productGroupInputSchema.extend({ version: versionSchema })
export type ProductGroupInput = z.infer<typeof productGroupInputSchema>

export const productSpecSchema = z.object({ label: requiredText(100), value: requiredText(300) })

/** How a product is sold (product_units); a custom size shows as "quantity x (unit)" (domain/catalogue/unit-quantity.ts). */
export const productUnitSchema = z
  .object({
    unitName: requiredText(60),
    minQty: z.number().int().min(1, 'Use 1 or more.').max(100_000),
    customSize: z.boolean(),
    /** The most a My List request may ask for, typed (ADR 0030); absent, what the plus control reaches. */
    maxQty: z.number('Enter a whole number.').int('Enter a whole number.').max(100_000).optional(),
    /** Absent, whole units. */
    quantityStep: z.enum(quantitySteps).optional(),
  })
  .superRefine((unit, ctx) => {
    const least = leastMaxQty(unit.minQty)
    if (unit.maxQty !== undefined && unit.maxQty < least)
      ctx.addIssue({ code: 'custom', path: ['maxQty'], message: maxQtyTooLowText(least) })
  })

/** The plus button reaches 6 (docs/product.md) and a list starts at the minimum: the maximum covers both. */
export const maxQtyTooLowText = (least: number) =>
  `Use ${least} or more: the list's plus button reaches 6, and a request starts at the minimum.`

/** Stock at one yard; a yard that does not carry the product has no row. */
export const productStockSchema = z.object({
  locationId: z.number().int().positive().max(maxRecordId),
  status: z.enum(stockStatuses),
})

export const unitNeededText = 'Add a unit before publishing: visitors order by unit.'
export const duplicateUnitText = 'Each unit name may appear once.'

const productFields = {
  name: requiredText(120),
  slug: slugSchema,
  groupId: z.number('Choose a group.').int().positive('Choose a group.').max(maxRecordId),
  summary: plainText(500),
  descriptionHtml: richTextSchema,
  specs: z.array(productSpecSchema).max(50),
  units: z.array(productUnitSchema).max(20),
  images: z.array(storedImageSchema).max(20),
  documentIds: z.array(z.number().int().positive().max(maxRecordId)).max(50),
  stock: z.array(productStockSchema).max(200),
  featured: z.boolean(),
  sortOrder: sortOrderSchema,
  published: z.boolean(),
}

type ProductShape = Pick<z.infer<z.ZodObject<typeof productFields>>, 'units' | 'published' | 'stock'>

/** The rules across fields: a published product has a unit; unit names and yards appear once each. */
function productRules(product: ProductShape, ctx: z.RefinementCtx) {
  if (product.published && product.units.length === 0)
    ctx.addIssue({ code: 'custom', path: ['units'], message: unitNeededText })
  const seen = new Set<string>()
  product.units.forEach((unit, index) => {
    const key = unit.unitName.toLowerCase()
    if (seen.has(key))
      ctx.addIssue({ code: 'custom', path: ['units', index, 'unitName'], message: duplicateUnitText })
    seen.add(key)
  })
  if (new Set(product.stock.map((row) => row.locationId)).size !== product.stock.length)
    ctx.addIssue({ code: 'custom', path: ['stock'], message: 'Each yard may appear once.' })
}

export const productInputSchema = z.object(productFields).superRefine(productRules)
export const productUpdateSchema = z
  .object({ ...productFields, version: versionSchema })
  .superRefine(productRules)
export type ProductInput = z.infer<typeof productInputSchema>

/** The lists' queries: search, filters, sort and page. */
export const productGroupSorts = ['name', 'order', 'updated'] as const
export const productGroupListQuerySchema = adminListQuerySchema(productGroupSorts).extend({
  published: queryValue(z.enum(['yes', 'no'])),
})
export type ProductGroupListQuery = z.infer<typeof productGroupListQuerySchema>

export const productSorts = ['name', 'group', 'order', 'updated'] as const
export const productListQuerySchema = adminListQuerySchema(productSorts).extend({
  group: queryValue(z.coerce.number().int().positive().max(maxRecordId)),
  status: queryValue(z.enum(['draft', 'published'])),
})
export type ProductListQuery = z.infer<typeof productListQuerySchema>
