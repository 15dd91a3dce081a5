import { Suspense, lazy, useEffect, useState } from 'react'

/**
 * The live yard board's first-load half (ADR 0037): nothing in the page's HTML (which the page cache shares with
 * every visitor), and its code loaded once the page has loaded and the browser is idle, so neither the cached page
 * nor a first visit's scripts carry it.
 */
const live = () => import('./yard-board-live.tsx')
const Lines = lazy(() => live().then((module) => ({ default: module.YardBoardLines })))
const Announcer = lazy(() => live().then((module) => ({ default: module.YardBoardAnnouncer })))

export const yardBoardPath = (slug?: string) =>
  slug ? `/api/salt/locations/${slug}/board` : '/api/salt/locations/board'

function useAfterLoad(): boolean {
  const [started, setStarted] = useState(false)
  useEffect(() => {
    const idle = typeof window.requestIdleCallback === 'function'
    const begin = () => setStarted(true)
    let handle: number | undefined
    const start = () => {
      handle = idle ? window.requestIdleCallback(begin, { timeout: 2000 }) : window.setTimeout(begin, 200)
    }
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
    return () => {
      window.removeEventListener('load', start)
      if (handle === undefined) return
      if (idle) window.cancelIdleCallback(handle)
      else window.clearTimeout(handle)
    }
  }, [])
  return started
}

/** A yard's board lines; `path` is the answer it reads (one yard's, or every yard's on /location). */
export function LiveYardBoard({ slug, path }: { slug: string; path: string }) {
  const started = useAfterLoad()
  if (!started) return null
  return (
    <Suspense fallback={null}>
      <Lines slug={slug} path={path} />
    </Suspense>
  )
}

/** The page's one live region announcing the board's changes. */
export function LiveYardBoardAnnouncer({ path }: { path: string }) {
  const started = useAfterLoad()
  if (!started) return null
  return (
    <Suspense fallback={null}>
      <Announcer path={path} />
    </Suspense>
  )
}
