/**
 * Tells this process's caches that published content changed (an admin saved a product, a post, a location's hours).
 * Other processes behind a load balancer see the change when their page cache's few-second TTL runs out.
 */
export interface ContentChanges {
  notify(): void
  subscribe(listener: () => void): () => void
}

export function createContentChanges(): ContentChanges {
  const listeners = new Set<() => void>()
  return {
    notify: () => {
      for (const listener of listeners) listener()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
