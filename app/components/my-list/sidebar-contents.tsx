import { Link } from 'react-router'
import { myListTexts } from '#domain/my-list/texts.ts'
import { useMyListStore } from '#app/stores/my-list.ts'
import { useMenuStore } from '#app/stores/menu.ts'
import { EmptyList } from './empty-list.tsx'
import { ListTable } from './list-table.tsx'

/**
 * What the My List sidebar holds: the list, or what to do with an empty one. Loaded when the sidebar first
 * opens (app/components/my-list-sidebar.tsx), so no first page load carries the list's table and rules.
 */
export default function SidebarContents() {
  const items = useMyListStore((state) => state.items)
  return (
    <>
      <div className="flex-1 overflow-y-auto px-4 py-2">
        {items.length === 0 ? <EmptyList /> : <ListTable items={items} compact />}
      </div>
      {items.length > 0 && <SidebarActions />}
    </>
  )
}

/** "Empty Your Cart" and "Go To Cart" (the /my-list page, where the list is sent). */
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
        onClick={() => useMenuStore.getState().closeSidebar()}
        className="flex-1 rounded bg-brand px-4 py-2.5 text-center font-semibold whitespace-nowrap text-white hover:bg-brand-dark"
      >
        {myListTexts.goToCart}
      </Link>
    </div>
  )
}
