/** Spec 4 and 9: link prefetch waits for the browser to be idle (at most 2000 ms) and is skipped offline, on 2g or with data-saver. */

export const prefetchIdleTimeoutMs = 2000

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
