import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { myListTexts } from '#app/lib/texts/my-list.ts'
import { myListLabel } from '#app/lib/texts/site.ts'
import { useMyListStore } from '#app/stores/mylist.ts'
import { useNavStore } from '#app/stores/nav.ts'
import { CloseIcon } from './icons.tsx'
import { EmptyList } from './my-list/empty-list.tsx'
import { ListTable } from './my-list/list-table.tsx'

export const myListSidebarId = 'my-list-sidebar'

/**
 * The slide-in My List frame (spec 2): 35% of the screen, 90% under 576 px. A modal <dialog> gives focus
 * containment, Escape and focus return for free; the nav store stays the source of truth for open/closed.
 */
export function MyListSidebar() {
  const open = useNavStore((state) => state.sidebarOpen)
  const closeSidebar = useNavStore((state) => state.closeSidebar)
  const items = useMyListStore((state) => state.items)
  const dialogRef = useRef<HTMLDialogElement>(null)

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    // A click whose target is the dialog itself landed on the backdrop: the panel fills the dialog.
    // Keyboard users close with Escape or the close button.
    const closeOnBackdrop = (event: MouseEvent) => {
      if (event.target === dialog) useNavStore.getState().closeSidebar()
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
        <div className="flex-1 overflow-y-auto px-4 py-2">
          {items.length === 0 ? <EmptyList /> : <ListTable items={items} compact />}
        </div>
        {items.length > 0 && <SidebarActions />}
      </div>
    </dialog>
  )
}

/** Spec 2: "Empty Your Cart" and "Go To Cart" (the /my-list page, where the list is sent). */
function SidebarActions() {
  return (
    <div className="flex flex-wrap gap-3 border-t border-ink/15 bg-salt px-4 py-4">
      <button
        type="button"
        onClick={() => useMyListStore.getState().clear()}
        className="flex-1 rounded border-2 border-brand px-4 py-2 font-semibold whitespace-nowrap text-brand hover:bg-white"
      >
        {myListTexts.emptyCart}
      </button>
      <Link
        to="/my-list"
        onClick={() => useNavStore.getState().closeSidebar()}
        className="flex-1 rounded bg-brand px-4 py-2.5 text-center font-semibold whitespace-nowrap text-white hover:bg-brand-dark"
      >
        {myListTexts.goToCart}
      </Link>
    </div>
  )
}
