/**
 * After a deploy, a page loaded earlier may ask for a script or style chunk that no longer exists. Reloading
 * fetches the new build. A reload within the last minute means the chunk is missing for another reason, so we
 * stop there instead of reloading in a loop.
 */

const storageKey = 'stale-chunk-reload-at'
export const reloadGuardMs = 60_000

const staleChunkMessages = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'Unable to preload CSS', // Vite's CSS preload
]

export function isStaleChunkError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return staleChunkMessages.some((text) => message.includes(text))
}

export function mayReloadAgain(lastReloadAt: number | null, now: number): boolean {
  return (
    lastReloadAt === null ||
    Number.isNaN(lastReloadAt) ||
    now - lastReloadAt >= reloadGuardMs ||
    now < lastReloadAt
  )
}

/** Reloads the page unless it was already reloaded for this a moment ago; true when a reload is under way. */
export function reloadForStaleChunk(): boolean {
  const now = Date.now()
  try {
    const stored = sessionStorage.getItem(storageKey)
    if (!mayReloadAgain(stored === null ? null : Number(stored), now)) return false
    sessionStorage.setItem(storageKey, String(now))
  } catch {
    // Without session storage there is no loop guard, so no automatic reload either.
    return false
  }
  window.location.reload()
  return true
}
