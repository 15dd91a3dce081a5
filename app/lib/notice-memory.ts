/**
 * What the browser remembers of the urgent notice: whether this browser session has acknowledged it (session storage,
 * so the shortage text shows once per session) and which notice versions the visitor dismissed (local storage, so an
 * edited notice shows again, and a dismissed one stays dismissed in the next session).
 */
export const sessionSeenKey = 'urgentNoticeSeen'
const dismissedKey = 'dismissedNotices'
/** Plenty for a winter of notices; the oldest are forgotten first. */
const rememberedLimit = 100

/**
 * Set on `<html>` by the page's inline script when the notice in the page's HTML is wanted: CSS shows it from the
 * first paint, and the popup store starts with it open (ADR 0017).
 */
export const noticeWantedAttribute = 'data-notice-wanted'

export interface NoticeMemory {
  firstViewPending: boolean
  dismissed: Set<string>
}

/**
 * Reads the storage. Self-contained (only its arguments and the storage globals), because the page's inline script
 * carries its source text (noticeInPageScript); without storage, the notice shows once per page load.
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

/** Marks the notice's own closing controls ("Got it", ×), which work from the first paint (noticeInPageScript). */
const noticeDismissAttribute = 'data-notice-dismiss'
export const noticeDismissProps = { [noticeDismissAttribute]: '' } as const
/** Sent on `document` when the visitor closed the notice in the page before the app ran; the popup store follows. */
export const noticeDismissedInPageEvent = 'urgent-notice-dismissed'

/**
 * Writes a closed notice to the storage: the session's view is done, and these versions are read. Self-contained
 * like readNoticeStorage (it gets the reader as an argument), because the page's inline script carries it too.
 */
function writeNoticeStorage(
  read: typeof readNoticeStorage,
  seenKey: string,
  dismissalsKey: string,
  limit: number,
  keys: readonly string[],
): void {
  try {
    sessionStorage.setItem(seenKey, '1')
  } catch {
    // Without session storage the notice shows once per page load, the best there is.
  }
  try {
    const kept = [...read(seenKey, dismissalsKey).dismissed.filter((key) => !keys.includes(key)), ...keys]
    localStorage.setItem(dismissalsKey, JSON.stringify(kept.slice(-limit)))
  } catch {
    // Private mode or storage full: the dismissal lasts as long as the page.
  }
}

/**
 * The inline script that follows the notice in the page's HTML and runs before the first paint.
 * - It decides whether the notice is wanted: on the session's first view, or while this page has a notice
 *   (`pageKeys`, dismissal keys) the visitor has not dismissed; the same rule as UrgentNoticeGate's, on the same
 *   memory.
 * - Until the app runs (`<html data-hydrated>`), it closes the notice itself: "Got it", ×, a press on the backdrop
 *   and Escape write the same memory as the app's close, hide the notice and tell the popup store. A tap on a
 *   painted notice is never lost while the scripts are still on their way (ADR 0018). It listens on the window in
 *   the capture phase, ahead of React's listeners on the document: a tap while the app hydrates closes the notice
 *   at once, not after React has hydrated the tapped part first (ADR 0042).
 */
export function noticeInPageScript(pageKeys: readonly string[]): string {
  const text = JSON.stringify
  const keys = text(pageKeys)
  return `(() => {
const read = ${readNoticeStorage.toString()};
const write = ${writeNoticeStorage.toString()};
const html = document.documentElement;
const memory = read(${text(sessionSeenKey)}, ${text(dismissedKey)});
if (!memory.seen || ${keys}.some((key) => !memory.dismissed.includes(key))) html.setAttribute(${text(noticeWantedAttribute)}, '');
const notice = document.querySelector('[data-notice-in-page]');
if (!notice) return;
const dismiss = (event) => {
  if (html.hasAttribute('data-hydrated') || !html.hasAttribute(${text(noticeWantedAttribute)})) return;
  event.preventDefault();
  write(read, ${text(sessionSeenKey)}, ${text(dismissedKey)}, ${rememberedLimit}, ${keys});
  html.removeAttribute(${text(noticeWantedAttribute)});
  document.dispatchEvent(new Event(${text(noticeDismissedInPageEvent)}));
};
window.addEventListener('click', (event) => { if (notice.contains(event.target) && event.target.closest('[${noticeDismissAttribute}]')) dismiss(event); }, true);
window.addEventListener('mousedown', (event) => { if (event.target === notice) dismiss(event); }, true);
window.addEventListener('keydown', (event) => { if (event.key === 'Escape') dismiss(event); }, true);
})();`
}

/** In the browser: whether the page's inline script found the notice in its HTML wanted. */
export const noticeWantedByPage = (): boolean =>
  typeof document !== 'undefined' && document.documentElement.hasAttribute(noticeWantedAttribute)

/** The visitor closed the notice after it was on screen: the session's view is done, and these versions are read. */
export function rememberAcknowledged(keys: readonly string[]): void {
  writeNoticeStorage(readNoticeStorage, sessionSeenKey, dismissedKey, rememberedLimit, keys)
}
