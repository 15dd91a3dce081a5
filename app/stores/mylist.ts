import { create } from 'zustand'
import type { MyListItem } from '#app/lib/schemas/my-list.ts'

export type { MyListItem }

/** Spec 9 storage key. */
export const myListStorageKey = 'myList'

interface MyListState {
  items: MyListItem[]
  /** Loads the list from browser storage; call after hydration so the server's "0 items" matches the first render. */
  recover: () => Promise<void>
}

export const useMyListStore = create<MyListState>()((set) => ({
  items: [],
  recover: async () => {
    // The schema (and zod with it) loads after hydration, off the first page load's critical path.
    const { parseStoredList } = await import('#app/lib/schemas/my-list.ts')
    set({ items: parseStoredList(readStorage()) })
  },
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
