/**
 * What the browser remembers of the urgent notice: whether this browser session has acknowledged it (session storage,
 * so the shortage text shows once per session) and which notice versions the visitor dismissed (local storage, so an
 * edited notice shows again, and a dismissed one stays dismissed in the next session).
 */
const sessionSeenKey = 'urgentNoticeSeen'
const dismissedKey = 'dismissedNotices'
/** Plenty for a winter of notices; the oldest are forgotten first. */
const rememberedLimit = 100

/**
 * Set on `<html>` by the page's inline script when the notice in the page's HTML is wanted: CSS shows it from the
 * first paint, and the popup store starts with it open (issue 13).
 */
export const noticeWantedAttribute = 'data-notice-wanted'

export interface NoticeMemory {
  firstViewPending: boolean
  dismissed: Set<string>
}

/**
 * Reads the storage. Self-contained (only its arguments and the storage globals), because the page's inline script
 * carries its source text (noticeWantedScript); without storage, the notice shows once per page load.
 */
function readNoticeStorage(seenKey: string, dismissalsKey: string): { seen: boolean; dismissed: string[] } {
  let seen = false
  let dismissed: string[] = []
  try {
    seen = sessionStorage.getItem(seenKey) !== null
  } catch {
    // Storage denied (some private modes): the session has seen nothing.
  }
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(dismissalsKey) ?? '[]')
    if (Array.isArray(parsed)) dismissed = parsed.filter((key): key is string => typeof key === 'string')
  } catch {
    // Unreadable: nothing is dismissed.
  }
  return { seen, dismissed }
}

export function readNoticeMemory(): NoticeMemory {
  const { seen, dismissed } = readNoticeStorage(sessionSeenKey, dismissedKey)
  return { firstViewPending: !seen, dismissed: new Set(dismissed) }
}

/**
 * The inline script that follows the notice in the page's HTML and runs before the first paint: the notice is wanted
 * on the session's first view, or while this page has a notice (`pageKeys`, dismissal keys) the visitor has not
 * dismissed; the same rule as UrgentNoticeGate's, on the same memory.
 */
export function noticeWantedScript(pageKeys: readonly string[]): string {
  const args = [sessionSeenKey, dismissedKey].map((key) => JSON.stringify(key)).join(', ')
  return `(() => {
const memory = (${readNoticeStorage.toString()})(${args});
if (!memory.seen || ${JSON.stringify(pageKeys)}.some((key) => !memory.dismissed.includes(key)))
  document.documentElement.setAttribute(${JSON.stringify(noticeWantedAttribute)}, '');
})();`
}

/** In the browser: whether the page's inline script found the notice in its HTML wanted. */
export const noticeWantedByPage = (): boolean =>
  typeof document !== 'undefined' && document.documentElement.hasAttribute(noticeWantedAttribute)

/** The visitor closed the notice after it was on screen: the session's view is done, and these versions are read. */
export function rememberAcknowledged(keys: readonly string[]): void {
  try {
    sessionStorage.setItem(sessionSeenKey, '1')
  } catch {
    // Without session storage the notice shows once per page load, the best there is.
  }
  try {
    const kept = [
      ...readNoticeStorage(sessionSeenKey, dismissedKey).dismissed.filter((key) => !keys.includes(key)),
      ...keys,
    ].slice(-rememberedLimit)
    localStorage.setItem(dismissedKey, JSON.stringify(kept))
  } catch {
    // Private mode or storage full: the dismissal lasts as long as the page.
  }
}
