/**
 * What the browser remembers of the urgent notice: whether this browser session has acknowledged it (session storage,
 * so the shortage text shows once per session) and which notice versions the visitor dismissed (local storage, so an
 * edited notice shows again, and a dismissed one stays dismissed in the next session).
 */
const sessionSeenKey = 'urgentNoticeSeen'
const dismissedKey = 'dismissedNotices'
/** Plenty for a winter of notices; the oldest are forgotten first. */
const rememberedLimit = 100

export interface NoticeMemory {
  firstViewPending: boolean
  dismissed: Set<string>
}

export function readNoticeMemory(): NoticeMemory {
  return { firstViewPending: !readSessionSeen(), dismissed: new Set(readDismissed()) }
}

/** The visitor closed the notice after it was on screen: the session's view is done, and these versions are read. */
export function rememberAcknowledged(keys: readonly string[]): void {
  try {
    sessionStorage.setItem(sessionSeenKey, '1')
  } catch {
    // Without session storage the notice shows once per page load, the best there is.
  }
  try {
    const kept = [...readDismissed().filter((key) => !keys.includes(key)), ...keys].slice(-rememberedLimit)
    localStorage.setItem(dismissedKey, JSON.stringify(kept))
  } catch {
    // Private mode or storage full: the dismissal lasts as long as the page.
  }
}

function readSessionSeen(): boolean {
  try {
    return sessionStorage.getItem(sessionSeenKey) !== null
  } catch {
    return false
  }
}

function readDismissed(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(dismissedKey) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === 'string') : []
  } catch {
    return []
  }
}
