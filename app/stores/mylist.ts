import { z } from 'zod'
import { create } from 'zustand'

/** Spec 3: a My List item, identified by slug and unitName. */
const myListItemSchema = z.object({
  slug: z.string().min(1),
  unitName: z.string(),
  quantity: z.number().int().positive(),
  imgUrl: z.string().catch(''),
  productName: z.string(),
  minQty: z.number().int().nonnegative().catch(1),
  customSize: z.boolean().catch(false),
})
export type MyListItem = z.infer<typeof myListItemSchema>

/** Spec 9 storage key. */
export const myListStorageKey = 'myList'

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

interface MyListState {
  items: MyListItem[]
  /** Loads the list from browser storage; call after hydration so the server's "0 items" matches the first render. */
  recover: () => void
}

export const useMyListStore = create<MyListState>()((set) => ({
  items: [],
  recover: () => set({ items: parseStoredList(readStorage()) }),
}))

export const selectMyListCount = (state: Pick<MyListState, 'items'>) => state.items.length

/** Storage can be missing (server) or throw (blocked cookies in some browsers). */
function readStorage(): string | null {
  try {
    return globalThis.localStorage?.getItem(myListStorageKey) ?? null
  } catch {
    return null
  }
}
