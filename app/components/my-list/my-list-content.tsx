import { Suspense, lazy } from 'react'
import { lazyModule, useModuleReady } from '#app/components/lazy-module.ts'
import { myListTexts } from '#domain/my-list/texts.ts'
import { useMyListStore } from '#app/stores/my-list.ts'
import { EmptyList } from './empty-list.tsx'

/**
 * The list and its request form load once there is a list: they bring the request's zod schema and the sending
 * rules, and a first visit's list is empty.
 */
const listItems = lazyModule(() => import('./my-list-items.tsx'))
const MyListItems = lazy(listItems.load)

/** The /my-list page's body: the list (read from this browser's storage after hydration) and the request form. */
export function MyListContent() {
  const items = useMyListStore((state) => state.items)
  const recovered = useMyListStore((state) => state.recovered)
  // The loading line stays until the list's code is here, so no empty box shows and then fills (a layout shift).
  const itemsReady = useModuleReady(items.length > 0 ? listItems : null)
  if (!recovered || (items.length > 0 && !itemsReady)) {
    return (
      <p role="status" className="py-10 text-center text-lg text-ink/70">
        {myListTexts.loading}
      </p>
    )
  }
  if (items.length === 0) return <EmptyList />
  return (
    <Suspense fallback={null}>
      <MyListItems items={items} />
    </Suspense>
  )
}
