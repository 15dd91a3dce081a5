import { type RefObject, useEffect, useState } from 'react'
import { pagesToPrefetch, prefetchIdleTimeoutMs, readNetworkState } from '#app/lib/prefetch-policy.ts'

/**
 * True once the page of the link in `ref` is to be prefetched (ADR 0011): the link is on screen, the
 * page has been quiet for 2000 ms since it loaded (or since a navigation brought new links) and the browser is
 * idle, the network allows it (not offline, not 2g, no data-saver), and this page's turn has come: each idle round
 * takes a few pages, so the whole navigation is never fetched at once. A link scrolled into view later gets its
 * turn then.
 */
export function useIdlePrefetch(ref: RefObject<Element | null>, page: string): boolean {
  const [due, setDue] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || requestedPages.has(page)) return
    return watchLink(element, page, () => setDue(true))
  }, [ref, page])
  return due
}

interface WatchedLink {
  page: string
  prefetch: () => void
}

const watchedLinks = new Map<Element, WatchedLink>()
const linksOnScreen = new Set<Element>()
/** Pages already prefetched in this page view: the nav, the footer and the page body often link the same page. */
const requestedPages = new Set<string>()
let observer: IntersectionObserver | undefined
let waitingForLoad = false
let loaded = false
/** No round before this time (performance.now()): 2000 ms after the load, after new links came, after a round. */
let quietUntil = 0
/** The round waiting for its time and an idle moment; a round that is no longer this one does nothing. */
let nextRound: { timer: number } | undefined

function watchLink(element: Element, page: string, prefetch: () => void): () => void {
  watchedLinks.set(element, { page, prefetch })
  observer ??= new IntersectionObserver(noteVisibility)
  observer.observe(element)
  if (loaded) keepQuiet()
  else if (!waitingForLoad) startAfterLoad()
  return () => {
    watchedLinks.delete(element)
    linksOnScreen.delete(element)
    observer?.unobserve(element)
  }
}

function startAfterLoad() {
  waitingForLoad = true
  const start = () => {
    loaded = true
    keepQuiet()
  }
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}

function noteVisibility(entries: IntersectionObserverEntry[]) {
  for (const { target, isIntersecting } of entries) {
    if (isIntersecting) linksOnScreen.add(target)
    else linksOnScreen.delete(target)
  }
  scheduleRound()
}

/** Pushes the next round 2000 ms away. */
function keepQuiet() {
  quietUntil = performance.now() + prefetchIdleTimeoutMs
  if (nextRound) window.clearTimeout(nextRound.timer)
  nextRound = undefined
  scheduleRound()
}

function scheduleRound() {
  if (!loaded || nextRound) return
  const round = { timer: 0 }
  const wait = Math.max(0, quietUntil - performance.now())
  round.timer = window.setTimeout(() => whenIdle(() => runRound(round)), wait)
  nextRound = round
}

function runRound(round: { timer: number }) {
  if (round !== nextRound) return
  nextRound = undefined
  if (performance.now() < quietUntil) return scheduleRound()
  const onScreen = [...linksOnScreen].sort(inPageOrder).flatMap((element) => watchedLinks.get(element) ?? [])
  const pages = pagesToPrefetch({
    visiblePages: onScreen.map((link) => link.page),
    requested: requestedPages,
    network: readNetworkState(navigator),
  })
  for (const page of pages) {
    requestedPages.add(page)
    onScreen.find((link) => link.page === page)?.prefetch()
  }
  if (pages.length > 0) keepQuiet()
}

const inPageOrder = (a: Element, b: Element) =>
  a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1

function whenIdle(callback: () => void) {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(callback, { timeout: prefetchIdleTimeoutMs })
  else callback()
}
