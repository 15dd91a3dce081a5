import { z } from 'zod'
import type { DocumentRef, ImageVariant, StoredImage } from './media.ts'
import { plainText, queryValue, requiredText } from '#domain/admin/list.ts'

export const altTextMax = 300

/** Alt text says what the picture shows; a screen reader reads it instead of the image. */
export const altTextSchema = requiredText(altTextMax)

/** The file's original name, for the list only: whatever the browser sent, cut to its last path segment. */
const originalName = queryValue(plainText(255)).transform((name) => name?.split(/[\\/]/).pop() || 'upload')

/** `POST /api/salt/admin/images?alt=…&name=…`, the file's bytes as the body. */
export const imageUploadQuerySchema = z.object({ alt: altTextSchema, name: originalName })

/** `PATCH /api/salt/admin/images/:id`. */
export const imageAltSchema = z.object({ alt: altTextSchema })

/** `POST /api/salt/admin/documents?title=…`, the PDF's bytes as the body; its public name comes from the title. */
export const documentUploadQuerySchema = z.object({ title: requiredText(200) })

/** A page of the pickers: a grid of 3 × 4 thumbnails fits the popup without scrolling far. */
export const mediaPageSize = 12

/** The pickers' lists: newest first, a search over alt text and name (images) or title (documents). */
export const mediaListQuerySchema = z.object({
  q: queryValue(plainText(200)),
  page: queryValue(z.coerce.number().int().min(1).max(10_000)),
})
export type MediaListQuery = z.infer<typeof mediaListQuerySchema>

/** An upload as the file manager lists it; `image` is what a record keeps when staff pick it. */
export interface MediaImageItem {
  id: number
  alt: string
  originalName: string
  width: number
  height: number
  sizeBytes: number
  variants: ImageVariant[]
  createdAt: string
  image: StoredImage
}

/** A document as the document manager lists it. */
export interface MediaDocumentItem extends DocumentRef {
  href: string
  createdAt: string
}
