import { useEffect, useRef } from 'react'
import { myListLabel } from '#domain/site/texts.ts'
import { useMenuStore } from '#app/stores/menu.ts'
import { CloseIcon } from './icons.tsx'
import { lazyPanel, useLazyPanel } from './lazy-panel.tsx'

export const myListSidebarId = 'my-list-sidebar'

/** The list's table and actions: fetched when the sidebar first opens, or when the visitor reaches for it. */
export const sidebarContents = lazyPanel(() => import('./my-list/sidebar-contents.tsx'))

/**
 * The slide-in My List frame: 35% of the screen, 90% under 576 px. A modal <dialog> gives focus
 * containment, Escape and focus return for free; the nav store stays the source of truth for open/closed. It opens
 * once its contents' code is here, so it never slides in empty (app/components/lazy-panel.tsx).
 */
export function MyListSidebar() {
  const open = useMenuStore((state) => state.sidebarOpen)
  const closeSidebar = useMenuStore((state) => state.closeSidebar)
  const { shown, contents } = useLazyPanel(sidebarContents, open)
  const dialogRef = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (shown && !dialog.open) dialog.showModal()
    if (!shown && dialog.open) dialog.close()
  }, [shown])

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    // A click whose target is the dialog itself landed on the backdrop: the panel fills the dialog.
    // Keyboard users close with Escape or the close button.
    const closeOnBackdrop = (event: MouseEvent) => {
      if (event.target === dialog) useMenuStore.getState().closeSidebar()
    }
    dialog.addEventListener('click', closeOnBackdrop)
    return () => dialog.removeEventListener('click', closeOnBackdrop)
  }, [])

  return (
    <dialog
      ref={dialogRef}
      id={myListSidebarId}
      aria-labelledby="my-list-title"
      className="my-list-sidebar"
      onClose={closeSidebar}
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-ink/15 bg-brand px-5 py-4 text-white">
          <h2 id="my-list-title" className="text-xl font-bold">
            {myListLabel}
          </h2>
          <button
            type="button"
            onClick={closeSidebar}
            className="rounded p-1.5 text-2xl hover:bg-white/15"
            aria-label={`Close ${myListLabel}`}
          >
            <CloseIcon />
          </button>
        </div>
        {contents}
      </div>
    </dialog>
  )
}
