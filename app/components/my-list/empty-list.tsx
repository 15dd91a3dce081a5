import { Link } from 'react-router'
import { ListIcon } from '#app/components/icons.tsx'
import { myListTexts } from '#domain/my-list/texts.ts'
import { myListEmptyMessage } from '#domain/site/texts.ts'
import { useMenuStore } from '#app/stores/menu.ts'

/** "Your list is Empty" with a link to the products (which also closes the sidebar on /products). */
export function EmptyList() {
  return (
    <div className="flex flex-col items-center gap-4 py-10 text-center">
      <ListIcon className="text-5xl text-brand/40" />
      <p className="text-lg font-semibold">{myListEmptyMessage}</p>
      <Link
        to="/products"
        onClick={() => useMenuStore.getState().closeSidebar()}
        className="inline-block rounded bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-dark"
      >
        {myListTexts.browseProducts}
      </Link>
    </div>
  )
}
