import { z } from 'zod'
import type { StoredImage } from './media.ts'
import { requiredText } from '#domain/admin/list.ts'

/**
 * A path on our own site for an image (`/media/...`, `/images/...`): never another host (`//evil.test`), a scheme
 * (`javascript:`, `data:`), a backslash some browsers read as a slash, a `..` segment, or anything that needs quoting.
 */
export const siteImagePathSchema = z
  .string()
  .max(500, 'Use at most 500 characters.')
  .regex(/^\/(media|images)\/[A-Za-z0-9._~\-/]+$/, 'Use an image from the file manager.')
  .refine(
    (url) => !url.split('/').includes('..') && !url.includes('//'),
    'Use an image from the file manager.',
  )

const pixels = z.number().int().positive().max(20_000)

/** An image as a record stores it (domain/media/media.ts StoredImage), checked whatever the browser sent. */
export const storedImageSchema = z.object({
  url: siteImagePathSchema,
  alt: requiredText(300),
  width: pixels,
  height: pixels,
  variants: z
    .array(z.object({ url: siteImagePathSchema, width: pixels, height: pixels }))
    .max(10)
    .optional(),
}) satisfies z.ZodType<StoredImage>
