import { z } from 'zod'

/** Spec 3: a My List item, identified by slug and unitName. */
export const myListItemSchema = z.object({
  slug: z.string().min(1),
  unitName: z.string(),
  quantity: z.number().int().positive(),
  imgUrl: z.string().catch(''),
  productName: z.string(),
  minQty: z.number().int().nonnegative().catch(1),
  customSize: z.boolean().catch(false),
})
export type MyListItem = z.infer<typeof myListItemSchema>

/** Reads a stored list defensively: bad JSON or a non-list gives an empty list, bad entries are dropped. */
export function parseStoredList(raw: string | null): MyListItem[] {
  if (raw === null) return []
  let stored: unknown
  try {
    stored = JSON.parse(raw)
  } catch {
    return []
  }
  if (!Array.isArray(stored)) return []
  return stored.flatMap((entry) => {
    const item = myListItemSchema.safeParse(entry)
    return item.success ? [item.data] : []
  })
}
