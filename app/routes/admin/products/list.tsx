import { RecordLink } from '#app/components/admin/record-link.tsx'
import { AdminListFrame } from '#app/components/admin/list/admin-list-frame.tsx'
import { choices } from '#app/components/admin/list/choices.ts'
import type { ListColumn } from '#app/components/admin/list/list-table.tsx'
import { useAdminList } from '#app/components/admin/list/use-admin-list.ts'
import { useBulkActions } from '#app/components/admin/list/use-bulk-actions.tsx'
import { useAdminQuery } from '#app/components/admin/use-admin-query.ts'
import { smallPrimaryButton } from '#app/components/ui/buttons.ts'
import { ruledTableFromLg } from '#app/components/ui/table.tsx'
import type { AdminProductOptions, AdminProductRow } from '#domain/catalogue/admin-answers.ts'
import type { SectionScreenProps } from '../screens.ts'
import { CatalogueLink, UpdatedLine, updatedColumn } from './catalogue-list-parts.tsx'
import { StatusBadge } from './published-badge.tsx'

const statusOptions = choices({ '': 'All', published: 'Published', draft: 'Draft' })
const sortOptions = choices({ '': 'Name', group: 'Group', order: 'Order', updated: 'Updated' })

function ProductLink({ product }: { product: AdminProductRow }) {
  return (
    <CatalogueLink kind="products" id={product.id}>
      {product.name}
    </CatalogueLink>
  )
}

const columns: ReadonlyArray<ListColumn<AdminProductRow>> = [
  {
    header: 'Name',
    sortKey: 'name',
    isDefault: 'asc',
    cell: (product) => (
      <>
        <ProductLink product={product} />
        <span className="block text-[0.85rem] break-all text-slate-700">
          {product.slug}
          {product.featured && ' · Featured'}
        </span>
      </>
    ),
  },
  { header: 'Group', sortKey: 'group', cell: (product) => product.groupName },
  { header: 'Order', sortKey: 'order', cell: (product) => product.sortOrder },
  { header: 'Status', cell: (product) => <StatusBadge published={product.published} /> },
  updatedColumn(),
]

/** Phones and tablets: name and status, group and order, the last change, one card per product. */
function ProductCard(product: AdminProductRow) {
  return (
    <>
      <p className="flex flex-wrap items-center gap-2">
        <ProductLink product={product} />
        <StatusBadge published={product.published} />
      </p>
      <p className="text-[0.9rem] break-words">
        {product.groupName} · Order {product.sortOrder}
        {product.featured && ' · Featured'}
      </p>
      <UpdatedLine at={product.updatedAt} />
    </>
  )
}

/** /admin/{prefix}products: search, filter, sort and page through the products; publish, unpublish or delete in bulk. */
export default function ProductList({ section }: SectionScreenProps) {
  const admin = useAdminList<AdminProductRow>('/api/salt/admin/products')
  const options = useAdminQuery<AdminProductOptions>('/api/salt/admin/products/options')
  const bulk = useBulkActions<AdminProductRow>({
    endpoint: '/api/salt/admin/products/bulk',
    noun: { one: 'product', many: 'products' },
    actions: ['publish', 'unpublish', 'delete'],
    idOf: (product) => product.id,
    nameOf: (product) => product.name,
    reload: admin.query.reload,
  })
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
      cardSort={sortOptions}
      empty={{
        noMatch: 'No products match.',
        noneYet: 'There are no products yet.',
        showAll: 'Show every product',
        firstStep: addLink,
      }}
      look={ruledTableFromLg}
      columns={columns}
      card={ProductCard}
      rowKey={(product) => product.id}
      bulk={{ actions: bulk.actions, rowLabel: (product) => product.name, report: bulk.report }}
    />
  )
}
