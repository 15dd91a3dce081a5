/**
 * Renders of a page under way. A request for a page that is being rendered for the cache waits for that render
 * instead of starting its own: a cold cache, or one a content change just emptied, costs one render per page, not
 * one per visitor who arrives meanwhile.
 */
export function createRendersInFlight() {
  const inFlight = new Map<string, Promise<void>>()
  let waiting = 0
  return {
    /**
     * Claims the render of `key`; call what it returns once that render is stored or given up. Undefined when
     * another render of `key` has the claim (this one renders, but nobody waits for it).
     */
    claim(key: string): (() => void) | undefined {
      if (inFlight.has(key)) return undefined
      let release = () => {}
      const done = new Promise<void>((resolve) => (release = resolve))
      inFlight.set(key, done)
      return () => {
        if (inFlight.get(key) === done) inFlight.delete(key)
        release()
      }
    },
    /** Settles when the claimed render of `key` is done; undefined when no render of it is under way. */
    waitFor(key: string): Promise<void> | undefined {
      const done = inFlight.get(key)
      if (!done) return undefined
      waiting += 1
      return done.finally(() => {
        waiting -= 1
      })
    },
    /** Requests waiting right now. */
    waiting: () => waiting,
  }
}
