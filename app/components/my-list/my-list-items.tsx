import type { MyListItem } from '#app/stores/my-list.ts'
import { ListEstimateGate } from './list-estimate-gate.tsx'
import { ListRequestForm } from './list-request-form.tsx'
import { ListTable } from './list-table.tsx'

/** The /my-list page's list and its request form; loaded once there is a list (my-list-content.tsx). */
export default function MyListItems({ items }: { items: MyListItem[] }) {
  return (
    <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_24rem]">
      <section
        aria-label="Items"
        className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm2:p-6"
      >
        <ListTable items={items} />
      </section>
      <div className="flex flex-col gap-6">
        <ListEstimateGate items={items} />
        <ListRequestForm />
      </div>
    </div>
  )
}
