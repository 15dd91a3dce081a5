import { type RefObject, useEffect, useState } from 'react'
import { mayPrefetch, prefetchIdleTimeoutMs, readNetworkState } from '#app/lib/prefetch-policy.ts'

/**
 * True once `page` may be prefetched: the browser has been idle (or 2000 ms passed), the link is on screen,
 * the network allows it (not offline, not 2g, no data-saver), and no other link has prefetched that page yet.
 */
export function useIdlePrefetch(ref: RefObject<Element | null>, page: string): boolean {
  const [allowed, setAllowed] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || requestedPages.has(page)) return
    let stopWatching = () => {}
    const cancelIdle = whenIdle(() => {
      stopWatching = whenVisible(element, () => {
        if (requestedPages.has(page) || !mayPrefetch(readNetworkState(navigator))) return
        requestedPages.add(page)
        setAllowed(true)
      })
    })
    return () => {
      cancelIdle()
      stopWatching()
    }
  }, [ref, page])
  return allowed
}

/** Pages already prefetched in this page view: the nav, the footer and the page body often link the same page. */
const requestedPages = new Set<string>()

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: prefetchIdleTimeoutMs })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(callback, prefetchIdleTimeoutMs)
  return () => window.clearTimeout(id)
}

const visibleCallbacks = new WeakMap<Element, () => void>()
let observer: IntersectionObserver | undefined

/** One observer for all links; each element is reported once, when it first shows. */
function whenVisible(element: Element, callback: () => void): () => void {
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      observer?.unobserve(entry.target)
      visibleCallbacks.get(entry.target)?.()
      visibleCallbacks.delete(entry.target)
    }
  })
  visibleCallbacks.set(element, callback)
  observer.observe(element)
  return () => {
    visibleCallbacks.delete(element)
    observer?.unobserve(element)
  }
}
