/**
 * After a deploy, a page loaded earlier may follow a link whose route chunk no longer exists; React Router (and our
 * `vite:preloadError` handler, app/components/stale-chunk.ts) then reloads the page the visitor was on, so the click
 * seems lost. This inline script, in the page's head, notes each same-site link a visitor follows (where from, where
 * to, when); when the page the link was followed from comes back by a reload within moments, and no navigation has
 * completed since, it goes on to where the visitor was going. Inline and server-only, like early-taps.ts: the
 * browser's bundle does not grow.
 */

/** Session storage: the link last followed, as `{ from, to, at }`. */
export const followedLinkKey = 'followed-link'
/** A reload later than this after the click is the visitor's own, not the app's answer to a missing chunk. */
export const followedLinkFreshMs = 10_000

export function staleChunkTargetScript(): string {
  const text = JSON.stringify
  return `(() => {
const key = ${text(followedLinkKey)};
const here = () => location.pathname + location.search;
const forget = () => { try { sessionStorage.removeItem(key); } catch {} };
try {
  const followed = JSON.parse(sessionStorage.getItem(key) || 'null');
  sessionStorage.removeItem(key);
  const loaded = performance.getEntriesByType('navigation')[0];
  if (followed && loaded && loaded.type === 'reload' && followed.from === here()
    && Date.now() - followed.at < ${followedLinkFreshMs}) {
    location.replace(followed.to);
    return;
  }
} catch {}
// Where the browser tells of completed same-document navigations, one that completes ends the note at once.
globalThis.navigation?.addEventListener('currententrychange', forget);
document.addEventListener('click', (event) => {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target.closest?.('a[href]');
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
  if (link.origin !== location.origin || link.pathname + link.search === here()) return;
  try {
    sessionStorage.setItem(key, JSON.stringify({ from: here(), to: link.pathname + link.search + link.hash, at: Date.now() }));
  } catch {}
}, true);
})();`
}
