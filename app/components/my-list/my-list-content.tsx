import { myListTexts } from '#app/lib/texts/my-list.ts'
import { useMyListStore } from '#app/stores/mylist.ts'
import { EmptyList } from './empty-list.tsx'
import { ListRequestForm } from './list-request-form.tsx'
import { ListTable } from './list-table.tsx'

/** The /my-list page's body: the list (read from this browser's storage after hydration) and the request form. */
export function MyListContent() {
  const items = useMyListStore((state) => state.items)
  const recovered = useMyListStore((state) => state.recovered)
  if (!recovered) {
    return (
      <p role="status" className="py-10 text-center text-lg text-ink/70">
        {myListTexts.loading}
      </p>
    )
  }
  if (items.length === 0) return <EmptyList />
  return (
    <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <section
        aria-label="Items"
        className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm2:p-6"
      >
        <ListTable items={items} />
      </section>
      <ListRequestForm />
    </div>
  )
}
