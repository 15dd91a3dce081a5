import { z } from 'zod'

import { maxRecordId } from '#domain/kernel/ids.ts'

export { maxRecordId, recordIdSchema } from '#domain/kernel/ids.ts'

/** The version a form was loaded with; a save based on an older one is refused with 409. */
export const versionSchema = z.number().int().min(1).max(maxRecordId)

/** No NUL or other control characters (tab and line breaks aside): PostgreSQL refuses NUL in text. */
export function hasNoControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return false
  }
  return true
}
const noControlCharacters = hasNoControlCharacters

/** A line of plain text staff type: trimmed, capped, without control characters. */
export const plainText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use at most ${max} characters.`)
    .refine(noControlCharacters, 'Remove control characters.')

/** Like plainText, and not empty. */
export const requiredText = (max: number) => plainText(max).pipe(z.string().min(1, 'Required.'))

/** A path segment of a public page: lower-case letters, digits and single dashes. */
export const slugSchema = z
  .string()
  .trim()
  .min(1, 'Required.')
  .max(100, 'Use at most 100 characters.')
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and dashes.')

/** Sanitized on the server before it is stored; the cap keeps a pasted document from filling the database. */
export const richTextSchema = z
  .string()
  .max(200_000, 'The text is too long.')
  .refine(noControlCharacters, 'Remove control characters.')

export const adminPageSize = 25

/** Query parameters arrive as text; an empty one means "not given". */
export const queryValue = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional())

/**
 * The query of an admin list: search text, page, and a sort among the columns the list allows. Each list adds its
 * own filters with `.extend({...})`.
 */
export function adminListQuerySchema<const S extends readonly [string, ...string[]]>(sorts: S) {
  return z.object({
    q: queryValue(plainText(200)),
    page: queryValue(z.coerce.number().int().min(1).max(10_000)),
    sort: queryValue(z.enum(sorts)),
    dir: queryValue(z.enum(['asc', 'desc'])),
  })
}

/** What every admin list endpoint answers. */
export interface AdminListPage<T> {
  items: T[]
  total: number
  page: number
  pageSize: number
}

/** The delete call, `freq`: `{ url: '{contentType}/{id}', method: 'delete' }`; contentType is allow-listed. */
export const deletableContentTypes = ['blogs', 'news', 'products', 'productgroups'] as const
export type DeletableContentType = (typeof deletableContentTypes)[number]

export const freqSchema = z.object({
  url: z
    .string()
    .max(100)
    .regex(/^[a-z]+\/\d{1,10}$/, 'Use {contentType}/{id}.')
    .transform((url) => {
      const [contentType, id] = url.split('/') as [string, string]
      return { contentType, id: Number(id) }
    })
    .pipe(
      z.object({
        contentType: z.enum(deletableContentTypes, 'This kind of content cannot be deleted here.'),
        id: z.number().int().positive().max(maxRecordId),
      }),
    ),
  method: z.literal('delete', 'Only delete is supported.'),
})
export type FreqInput = z.infer<typeof freqSchema>
