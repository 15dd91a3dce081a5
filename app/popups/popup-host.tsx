import { Suspense, useEffect, useId, useRef } from 'react'
import { useLocation } from 'react-router'
import { useHydrating } from '#app/components/use-hydrating.ts'
import { useNoticesAtRender } from '#app/components/use-root-data.ts'
import { afterThisTask } from '#app/lib/after-this-task.ts'
import { useNonce } from '#app/lib/nonce.ts'
import { noticeInPageScript } from '#app/lib/notice-memory.ts'
import { dismissalKey, noticesForPage } from '#domain/weather/notices.ts'
import { usePopupStore } from '#app/stores/popup.ts'
import { LoadFailureBoundary } from '#app/components/load-failure-boundary.tsx'
import { PopupFrame } from './popup-frame.tsx'
import UrgentNoticePopup from './urgent-notice-popup.tsx'
import { popupComponents, usePopupReady } from './use-popup-component.ts'

/** The content key of the notice in the page's HTML: the store's first open (stores/popup.ts), so React keeps it. */
const noticeInPageKey = 'urgent-1'

/**
 * Renders the one open popup (opening one closes the others). Mounted once, in root.
 *
 * The urgent notice is in every storefront page's HTML, with an inline script that decides before the first
 * paint whether this visitor wants it (notice-memory.ts): the notice then paints with the page instead of after its
 * scripts, the largest paint of a page such as a location's. Until the app runs, that script also closes it when the
 * visitor does. Hydration adopts it as it is: open in the store when wanted, gone right after hydration when not.
 */
export function PopupHost() {
  const storeKind = usePopupStore((state) => state.kind)
  const options = usePopupStore((state) => state.options)
  const openCount = usePopupStore((state) => state.openCount)
  const close = usePopupStore((state) => state.close)
  const titleId = useId()
  const hydrating = useHydrating()
  const { pathname } = useLocation()
  const inPage = hydrating && !pathname.startsWith('/admin')
  useFocusReturn()
  useQueuedPopup()
  const kind = inPage ? 'urgent' : storeKind
  const ready = usePopupReady(kind)
  if (kind === null || !ready) return null
  const Popup = kind === 'urgent' ? UrgentNoticePopup : popupComponents[kind]
  const contentKey = inPage ? noticeInPageKey : `${kind}-${openCount}`
  return (
    // A lazy popup's code is here (usePopupReady) unless it failed to load: then it is asked for again, and a second
    // failure shows the boundary's message.
    <LoadFailureBoundary key={contentKey}>
      <Suspense fallback={null}>
        <PopupFrame titleId={titleId} contentKey={contentKey} onClose={close} inPage={inPage}>
          <Popup titleId={titleId} options={options} />
        </PopupFrame>
        {inPage && <NoticeInPageScript />}
      </Suspense>
    </LoadFailureBoundary>
  )
}

/** Runs as the page's HTML is read, right after the notice: see noticeInPageScript. */
function NoticeInPageScript() {
  const nonce = useNonce()
  const keys = noticesForPage(useNoticesAtRender(), useLocation().pathname).map(dismissalKey)
  return (
    <script
      nonce={nonce}
      // Built from the browser's own (minified) copy of the reader at hydration, so its text differs from the
      // server's; it ran already, and hydration does not run it again.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: noticeInPageScript(keys) }}
    />
  )
}

/** Focus goes back to whatever opened the first popup once the last one closes. */
function useFocusReturn() {
  const opener = useRef<HTMLElement | null>(null)
  useEffect(
    () =>
      usePopupStore.subscribe((state, previous) => {
        if (state.kind !== null && previous.kind === null) {
          opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
        } else if (state.kind === null && previous.kind !== null) {
          const element = opener.current
          opener.current = null
          if (element?.isConnected && element !== document.body) element.focus()
        }
      }),
    [],
  )
}

/** Opens a popup queued for the next page once the location has changed (see openAfterLeaving). */
function useQueuedPopup() {
  const { key } = useLocation()
  const queued = usePopupStore((state) => state.queued)
  useEffect(() => {
    if (!queued || queued.afterLeaving === key) return
    // A task later, so this route change's other effects (which close popups) have all run first.
    return afterThisTask(() => usePopupStore.getState().openQueued())
  }, [queued, key])
}
