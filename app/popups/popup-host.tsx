import { Suspense, useEffect, useId, useRef } from 'react'
import { useLocation } from 'react-router'
import { afterThisTask } from '#app/lib/after-this-task.ts'
import { usePopupStore } from '#app/stores/popup.ts'
import { LoadFailureBoundary } from '#app/components/load-failure-boundary.tsx'
import { PopupFrame, popupComponents, usePopupReady } from './use-popup-component.ts'

/** Renders the one open popup (spec 2: opening one closes the others). Mounted once, in root. */
export function PopupHost() {
  const kind = usePopupStore((state) => state.kind)
  const options = usePopupStore((state) => state.options)
  const openCount = usePopupStore((state) => state.openCount)
  const close = usePopupStore((state) => state.close)
  const titleId = useId()
  useFocusReturn()
  useQueuedPopup()
  const ready = usePopupReady(kind)
  if (kind === null || !ready) return null
  const Popup = popupComponents[kind]
  const contentKey = `${kind}-${openCount}`
  return (
    // The frame's code is here (usePopupReady) unless it failed to load: then it is asked for again, and a second
    // failure shows the boundary's message.
    <LoadFailureBoundary key={contentKey}>
      <Suspense fallback={null}>
        <PopupFrame titleId={titleId} contentKey={contentKey} onClose={close}>
          <Popup titleId={titleId} options={options} />
        </PopupFrame>
      </Suspense>
    </LoadFailureBoundary>
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
