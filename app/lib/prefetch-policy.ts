/**
 * Link prefetch waits 2000 ms idle and is skipped offline, on 2g or with data-saver, as on the original site. It
 * fetches only pages whose links are on screen, a few at a time, so a page that shows the whole navigation does not
 * fetch every page it names at once (ADR 0011).
 */

export const prefetchIdleTimeoutMs = 2000

/** Pages one idle round may prefetch; the next round waits another 2000 ms and an idle moment. */
export const pagesPerPrefetchRound = 2

export interface NetworkState {
  onLine: boolean
  /** Network Information API: 'slow-2g' | '2g' | '3g' | '4g'; absent where the browser does not say. */
  effectiveType?: string
  saveData?: boolean
}

export function mayPrefetch({ onLine, effectiveType, saveData }: NetworkState): boolean {
  if (!onLine || saveData === true) return false
  return !(effectiveType ?? '').includes('2g')
}

/** The Network Information API is not in TypeScript's DOM types: Chromium-based browsers have it, others do not. */
interface NavigatorWithConnection {
  onLine: boolean
  connection?: { effectiveType?: string; saveData?: boolean }
}

export function readNetworkState(navigator: NavigatorWithConnection): NetworkState {
  const { connection } = navigator
  return {
    onLine: navigator.onLine,
    effectiveType: connection?.effectiveType,
    saveData: connection?.saveData,
  }
}

export interface PrefetchRound {
  /** The pages of the links on screen now, in page order; several links may name the same page. */
  visiblePages: readonly string[]
  /** Pages prefetched already in this page view. */
  requested: ReadonlySet<string>
  network: NetworkState
}

/**
 * The pages one idle round prefetches: pages of links on screen that were not prefetched yet, first come first,
 * at most `limit` of them; none when the network rules prefetch out.
 */
export function pagesToPrefetch(
  { visiblePages, requested, network }: PrefetchRound,
  limit = pagesPerPrefetchRound,
): string[] {
  if (!mayPrefetch(network)) return []
  const due = new Set(visiblePages.filter((page) => !requested.has(page)))
  return [...due].slice(0, limit)
}
