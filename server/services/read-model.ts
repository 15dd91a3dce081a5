import { AsyncLocalStorage } from 'node:async_hooks'
import type { ContentChanges } from './content-changes.ts'

/** Until when the data a render read stays current: the page cache keeps the page no longer than that. */
export interface ReadsExpiry {
  expiresAt: number
}

const renderReads = new AsyncLocalStorage<ReadsExpiry>()

/** Runs `render` while noting, in `expiry`, the earliest expiry of the read-model entries it reads. */
export function trackReads(expiry: ReadsExpiry, render: () => void): void {
  renderReads.run(expiry, render)
}

interface Entry {
  value: Promise<unknown>
  expiresAt: number
}

export interface ReadModel {
  /**
   * `read`, answered from memory for each distinct `key` until content changes or the TTL runs out, or sooner when
   * `staleAt` says from when the value read stops being true (a post scheduled to go live, say).
   */
  remember<T>(key: string, read: () => Promise<T>, staleAt?: (value: T) => number): Promise<T>
}

/**
 * An in-memory copy of what public pages read (catalogue, locations, FAQ), so a render makes no database round trip
 * for them. This process's content changes empty it at once; another process's reach it when the TTL runs out (the
 * page cache keeps a page no longer than the entries it was rendered from: `trackReads`). Entries are promises, so
 * a burst of renders after a change shares one query; a failed read is not kept. At most `maxEntries` keys (slugs
 * come from the address bar, so unknown ones must not grow it without bound); the oldest goes first.
 */
export function createReadModel({
  ttlMs,
  changes,
  now = Date.now,
  maxEntries = 2_000,
}: {
  ttlMs: number
  changes: ContentChanges
  now?: () => number
  maxEntries?: number
}): ReadModel {
  // Replaced, not cleared, on a change: a read begun before the change then lands in the old map, never in the new.
  let entries = new Map<string, Entry>()
  changes.subscribe(() => {
    entries = new Map()
  })

  return {
    remember<T>(key: string, read: () => Promise<T>, staleAt?: (value: T) => number): Promise<T> {
      if (ttlMs <= 0) return read()
      const time = now()
      let entry = entries.get(key)
      if (!entry || entry.expiresAt <= time) {
        const map = entries
        const kept: Entry = { value: read().then(deepFreeze), expiresAt: time + ttlMs }
        map.delete(key)
        if (map.size >= maxEntries) map.delete(map.keys().next().value as string)
        map.set(key, kept)
        kept.value.then(
          (value) => {
            if (staleAt) kept.expiresAt = Math.min(kept.expiresAt, staleAt(value as T))
          },
          () => {
            if (map.get(key) === kept) map.delete(key)
          },
        )
        entry = kept
      }
      const expiry = renderReads.getStore()
      if (expiry) {
        const found = entry
        const note = () => {
          expiry.expiresAt = Math.min(expiry.expiresAt, found.expiresAt)
        }
        note()
        // Registered after the handler above: by then a first read's own expiry is known.
        if (staleAt) found.value.then(note, () => undefined)
      }
      return entry.value as Promise<T>
    },
  }
}

/** Shared by every render that reads it: frozen, so a render that changes it throws instead of changing the next. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}
