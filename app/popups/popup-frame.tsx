import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
} from 'react'
import { LoadFailureBoundary } from '#app/components/load-failure-boundary.tsx'
import { noticeDismissProps } from '#app/lib/notice-memory.ts'
import { usePopupStore } from '#app/stores/popup.ts'
import { focusableIn, keepTabInside } from './focus.ts'
import { dialogBackdrop, dialogCloseButton, dialogPanel } from '#app/components/ui/dialog.ts'

/** False only for the urgent notice the page's HTML carries and its inline script left hidden. */
const popupIsOpen = () => usePopupStore.getState().kind !== null

interface PopupFrameProps {
  titleId: string
  /** Changes when another popup takes this one's place, so focus moves into the new content. */
  contentKey: string
  onClose: () => void
  /**
   * Rendered in the page's HTML (the urgent notice, popup-host.tsx): hidden by CSS unless the page's inline script
   * found it wanted. Hidden, it is no popup: it takes no focus and leaves the page's scrolling alone.
   */
  inPage?: boolean
  children: ReactNode
}

/** The modal dialog around every popup (at most 480 px wide). */
export function PopupFrame({ titleId, contentKey, onClose, inPage = false, children }: PopupFrameProps) {
  const dialogRef = useRef<HTMLDivElement>(null)

  // Before the browser paints: a key pressed as soon as the popup shows (Escape, Tab) already lands inside it.
  useLayoutEffect(() => {
    if (!popupIsOpen()) return
    // The dialog itself takes focus now; its first control takes it once the content's effects have run.
    const dialog = dialogRef.current
    if (dialog && !dialog.contains(document.activeElement)) dialog.focus()
    const { overflow } = document.body.style
    document.body.style.overflow = 'hidden'
    return () => {
      document.body.style.overflow = overflow
    }
  }, [])

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.preventDefault()
      onClose()
    } else if (event.key === 'Tab' && dialogRef.current) {
      keepTabInside(event, dialogRef.current)
    }
  }

  return (
    <div
      role="presentation"
      data-notice-in-page={inPage ? '' : undefined}
      className={dialogBackdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
      onKeyDown={onKeyDown}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={dialogPanel}
      >
        <LoadFailureBoundary key={contentKey} messageId={titleId}>
          <Suspense fallback={<p id={titleId}>Loading…</p>}>
            {children}
            <FocusFirstControl dialogRef={dialogRef} />
          </Suspense>
        </LoadFailureBoundary>
        <button
          type="button"
          aria-label="Close"
          onClick={onClose}
          {...noticeDismissProps}
          className={dialogCloseButton}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </div>
  )
}

/** Rendered after the content inside Suspense, so its effect runs once the popup's code has loaded. */
function FocusFirstControl({ dialogRef }: { dialogRef: RefObject<HTMLDivElement | null> }) {
  // A passive effect: in the layout phase a child runs before its ancestors' refs are set, so the dialog's is not yet.
  // The frame's own layout effect has put focus in the dialog before paint already.
  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog || !popupIsOpen()) return
    const active = document.activeElement
    if (active !== dialog && dialog.contains(active)) return
    focusableIn(dialog)[0]?.focus()
  }, [dialogRef])
  return null
}
