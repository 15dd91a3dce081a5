import { create } from 'zustand'
import { apiPost } from '#app/lib/api-client.ts'
import type { MyListCheckResponse } from '#domain/my-list/answers.ts'
import {
  type ItemKey,
  type NewMyListItem,
  addToList,
  removeFromList,
  removeOneFromList,
  setQuantityInList,
} from '#domain/my-list/rules.ts'
import type { MyListItem } from '#domain/my-list/schemas.ts'

export type { ItemKey, MyListItem, NewMyListItem }
export { canDecrease, canIncrease } from '#domain/my-list/rules.ts'

/** The browser storage key, the original site's. */
export const myListStorageKey = 'myList'

interface MyListState {
  items: MyListItem[]
  /** Whether the stored list has been read; a change made before then waits for it, so it cannot overwrite it. */
  recovered: boolean
  /**
   * Loads the list from browser storage (call after hydration, so the server's "0 items" matches the first
   * render), then drops the items whose product or unit is no longer offered. Offline, the list stays as stored.
   */
  recover: () => Promise<void>
  /** Another tab wrote the list: take its value (every open tab shows the same list). */
  follow: (raw: string | null) => Promise<void>
  /** The same slug and unitName gets one more, a new item is appended. */
  add: (item: NewMyListItem) => Promise<void>
  /** One fewer; the item goes when its quantity was 1 or less. */
  removeOne: (key: ItemKey) => void
  /** A typed quantity, already checked with the unit's rule (unitQuantitySchema, ADR 0030). */
  setQuantity: (key: ItemKey, quantity: number) => void
  /** Deletes the item entirely. */
  remove: (key: ItemKey) => void
  /** Empties the list (after a successful submission, or "Empty Your Cart"). */
  clear: () => void
  /** Replaces the list with one made from it ("Order again" fills it), once the stored list was read. */
  update: (next: (items: MyListItem[]) => MyListItem[]) => Promise<void>
}

export const useMyListStore = create<MyListState>()((set, get) => {
  /** Every change is written to storage. */
  const change = (items: MyListItem[]) => {
    set({ items })
    writeStorage(items)
  }
  return {
    items: [],
    recovered: false,
    recover: async () => {
      const raw = readStorage()
      // The schema (and zod with it) loads after hydration, off the first page load's critical path, and only
      // when there is a stored list to read: a first visit has none.
      const stored = raw === null ? [] : (await import('#domain/my-list/schemas.ts')).parseStoredList(raw)
      set({ items: stored, recovered: true })
      if (stored.length === 0) return
      const checked = stored.map(({ slug, unitName }) => ({ slug, unitName }))
      let offered: MyListCheckResponse
      try {
        offered = await apiPost<MyListCheckResponse>('/api/salt/my-list/check', { items: checked })
      } catch {
        return // Offline or a server error must not empty a list: it is checked again at the next visit.
      }
      const { keepOffered } = await import('#domain/my-list/item-range.ts')
      const current = get().items
      const kept = keepOffered(current, checked, offered.items)
      if (JSON.stringify(kept) !== JSON.stringify(current)) change(kept)
    },
    follow: async (raw) => {
      const { parseStoredList } = await import('#domain/my-list/schemas.ts')
      set({ items: parseStoredList(raw), recovered: true })
    },
    add: (item) => get().update((items) => addToList(items, item)),
    removeOne: (key) => change(removeOneFromList(get().items, key)),
    setQuantity: (key, quantity) => change(setQuantityInList(get().items, key, quantity)),
    remove: (key) => change(removeFromList(get().items, key)),
    clear: () => change([]),
    update: async (next) => {
      if (!get().recovered) await get().recover()
      change(next(get().items))
    },
  }
})

export const selectMyListCount = (state: Pick<MyListState, 'items'>) => state.items.length

/**
 * Keeps this tab's list in step with the others: the browser fires `storage` here when another tab of the site
 * writes the list (or clears all storage, key null). Returns the function that stops listening.
 */
export function followOtherTabs(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window) {
  const onStorage = (event: Pick<StorageEvent, 'key' | 'newValue'>) => {
    if (event.key === myListStorageKey || event.key === null)
      void useMyListStore.getState().follow(event.newValue)
  }
  target.addEventListener('storage', onStorage)
  return () => target.removeEventListener('storage', onStorage)
}

/** Storage can be missing (server) or throw (blocked cookies in some browsers). */
function readStorage(): string | null {
  try {
    return globalThis.localStorage?.getItem(myListStorageKey) ?? null
  } catch {
    return null
  }
}

/** Without storage the list lives until the page closes. */
function writeStorage(items: MyListItem[]) {
  try {
    globalThis.localStorage?.setItem(myListStorageKey, JSON.stringify(items))
  } catch {
    // Full or blocked storage: the list in memory is still right.
  }
}
