import { RecordLink } from '#app/components/admin/record-link.tsx'
import { AdminListFrame } from '#app/components/admin/list/admin-list-frame.tsx'
import { choices } from '#app/components/admin/list/choices.ts'
import type { ListColumn } from '#app/components/admin/list/list-table.tsx'
import { useAdminList } from '#app/components/admin/list/use-admin-list.ts'
import { smallPrimaryButton } from '#app/components/ui/buttons.ts'
import { ruledTableFromLg } from '#app/components/ui/table.tsx'
import type { AdminProductGroupRow } from '#domain/catalogue/admin-answers.ts'
import type { SectionScreenProps } from '../screens.ts'
import { CatalogueLink, UpdatedLine, updatedColumn } from '../products/catalogue-list-parts.tsx'
import { StatusBadge } from '../products/published-badge.tsx'

const statusOptions = choices({ '': 'All', yes: 'Published', no: 'Hidden' })
const sortOptions = choices({ '': 'Order', name: 'Name', updated: 'Updated' })

function GroupLink({ group }: { group: AdminProductGroupRow }) {
  return (
    <CatalogueLink kind="productgroups" id={group.id}>
      {group.name}
    </CatalogueLink>
  )
}

const columns: ReadonlyArray<ListColumn<AdminProductGroupRow>> = [
  {
    header: 'Name',
    sortKey: 'name',
    cell: (group) => (
      <>
        <GroupLink group={group} />
        <span className="block text-[0.85rem] break-all text-slate-700">/products/{group.slug}</span>
      </>
    ),
  },
  { header: 'Products', cell: (group) => group.productCount },
  { header: 'Order', sortKey: 'order', isDefault: 'asc', cell: (group) => group.sortOrder },
  { header: 'Status', cell: (group) => <StatusBadge published={group.published} draftLabel="Hidden" /> },
  updatedColumn(),
]

const productCount = (n: number) => (n === 1 ? '1 product' : `${n} products`)

/** Phones and tablets: name and status, its address, products and order, the last change, one card per group. */
function GroupCard(group: AdminProductGroupRow) {
  return (
    <>
      <p className="flex flex-wrap items-center gap-2">
        <GroupLink group={group} />
        <StatusBadge published={group.published} draftLabel="Hidden" />
      </p>
      <p className="text-[0.85rem] break-all text-slate-700">/products/{group.slug}</p>
      <p className="text-[0.9rem]">
        {productCount(group.productCount)} · Order {group.sortOrder}
      </p>
      <UpdatedLine at={group.updatedAt} />
    </>
  )
}

/** /admin/{prefix}productgroups: search, filter, sort and page through the groups, each with its product count. */
export default function ProductGroupList({ section }: SectionScreenProps) {
  const admin = useAdminList<AdminProductGroupRow>('/api/salt/admin/productgroups')
  const addLink = (
    <RecordLink kind="productgroups" id="add-new" className={smallPrimaryButton}>
      Add product group
    </RecordLink>
  )
  return (
    <AdminListFrame
      section={section}
      admin={admin}
      noun="Product groups"
      gap="gap-5"
      actions={addLink}
      deletedFlag
      searchPlaceholder="Name or slug"
      filters={[{ name: 'published', label: 'Status', options: statusOptions }]}
      cardSort={sortOptions}
      empty={{
        noMatch: 'No product groups match.',
        noneYet: 'There are no product groups yet.',
        showAll: 'Show every product group',
        firstStep: addLink,
      }}
      look={ruledTableFromLg}
      columns={columns}
      card={GroupCard}
      rowKey={(group) => group.id}
    />
  )
}
