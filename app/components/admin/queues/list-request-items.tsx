import { ResponsiveTable, type TableColumn } from '#app/components/ui/responsive-table.tsx'
import type { TableLook } from '#app/components/ui/table.tsx'
import { itemQuantityText } from '#domain/my-list/format.ts'
import type { ListRequestItem } from '#domain/admin/queues/list-request-schemas.ts'

/** Ruled under the header and between the items, at every width. */
const itemsLook: TableLook = {
  frame: 'none',
  table: 'w-full border-collapse text-left text-[0.95rem]',
  head: 'border-b-2 border-slate-300',
  row: 'border-b border-slate-200 align-top',
  cell: 'py-2',
  plainHeader: 'py-2',
}

const columns: ReadonlyArray<TableColumn<ListRequestItem>> = [
  { header: 'Product', headerClass: 'pr-3', cellClass: 'pr-3 break-words', cell: (item) => item.productName },
  { header: 'Unit', headerClass: 'pr-3', cellClass: 'pr-3 break-words', cell: (item) => item.unitName },
  { header: 'Quantity', cell: itemQuantityText },
]

/** The items as the customer sent them, with the catalogue's names of that moment. */
export function ListRequestItems({ items }: { items: ListRequestItem[] }) {
  return (
    <ResponsiveTable
      rows={items}
      label="Items"
      look={itemsLook}
      columns={columns}
      rowKey={(item) => `${item.slug}|${item.unitName}`}
    />
  )
}
