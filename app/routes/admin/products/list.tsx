import { RecordLink } from '#app/components/admin/record-link.tsx'
import { AdminListFrame } from '#app/components/admin/list/admin-list-frame.tsx'
import type { ListColumn } from '#app/components/admin/list/list-table.tsx'
import { useAdminList } from '#app/components/admin/list/use-admin-list.ts'
import { useAdminQuery } from '#app/components/admin/use-admin-query.ts'
import { smallPrimaryButton } from '#app/components/ui/buttons.ts'
import { scrollingTable } from '#app/components/ui/table.tsx'
import type { AdminProductOptions, AdminProductRow } from '#domain/catalogue/admin-answers.ts'
import { formatTorontoDateTime } from '#domain/kernel/shop-time/format.ts'
import type { SectionScreenProps } from '../screens.ts'
import { StatusBadge } from './published-badge.tsx'

const statusOptions = [
  { value: '', label: 'All' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
]

const columns: ReadonlyArray<ListColumn<AdminProductRow>> = [
  {
    header: 'Name',
    sortKey: 'name',
    isDefault: true,
    cell: (product) => (
      <>
        <RecordLink
          kind="products"
          id={product.id}
          className="font-semibold text-brand underline underline-offset-2"
        >
          {product.name}
        </RecordLink>
        <span className="block text-[0.85rem] text-slate-700">
          {product.slug}
          {product.featured && ' · Featured'}
        </span>
      </>
    ),
  },
  { header: 'Group', sortKey: 'group', cell: (product) => product.groupName },
  { header: 'Order', sortKey: 'order', cell: (product) => product.sortOrder },
  { header: 'Status', cell: (product) => <StatusBadge published={product.published} /> },
  {
    header: 'Updated',
    sortKey: 'updated',
    cell: (product) => formatTorontoDateTime(product.updatedAt),
  },
]

/** /admin/{prefix}products: search, filter by group and status, sort and page through the products. */
export default function ProductList({ section }: SectionScreenProps) {
  const admin = useAdminList<AdminProductRow>('/api/salt/admin/products')
  const options = useAdminQuery<AdminProductOptions>('/api/salt/admin/products/options')
  const groupOptions = [
    { value: '', label: 'All groups' },
    ...(options.data?.groups ?? []).map((group) => ({ value: String(group.id), label: group.name })),
  ]
  const addLink = (
    <RecordLink kind="products" id="add-new" className={smallPrimaryButton}>
      Add product
    </RecordLink>
  )
  return (
    <AdminListFrame
      section={section}
      admin={admin}
      noun="Products"
      gap="gap-5"
      actions={addLink}
      deletedFlag
      searchPlaceholder="Name, slug or summary"
      filters={[
        { name: 'group', label: 'Group', options: groupOptions },
        { name: 'status', label: 'Status', options: statusOptions },
      ]}
      empty={
        <div className="flex flex-col items-center gap-3">
          <p>No products match.</p>
          {addLink}
        </div>
      }
      look={scrollingTable}
      columns={columns}
      rowKey={(product) => product.id}
    />
  )
}
