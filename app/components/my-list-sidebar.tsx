import { useEffect, useRef } from 'react'
import { Link } from 'react-router'
import { myListEmptyMessage, myListLabel } from '#app/lib/texts/site.ts'
import { type MyListItem, useMyListStore } from '#app/stores/mylist.ts'
import { useNavStore } from '#app/stores/nav.ts'
import { CloseIcon } from './icons.tsx'

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
        <div className="flex-1 overflow-y-auto p-5">
          {items.length === 0 ? <EmptyList /> : <ItemList items={items} />}
        </div>
      </div>
    </dialog>
  )
}

function EmptyList() {
  return (
    <div className="py-10 text-center">
      <p className="text-lg font-semibold">{myListEmptyMessage}</p>
      <Link
        to="/products"
        className="mt-4 inline-block rounded bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark"
      >
        Browse products
      </Link>
    </div>
  )
}

function ItemList({ items }: { items: MyListItem[] }) {
  return (
    <ul className="divide-y divide-ink/10">
      {items.map((item) => (
        <li key={`${item.slug}|${item.unitName}`} className="flex justify-between gap-4 py-3">
          <span className="font-semibold">{item.productName}</span>
          <span className="whitespace-nowrap">
            {item.quantity} × {item.unitName}
          </span>
        </li>
      ))}
    </ul>
  )
}
