import { Link } from 'react-router'
import { AdminPageHeader } from '#app/components/admin/admin-page-header.tsx'
import { AdminListBody } from '#app/components/admin/list/admin-list-body.tsx'
import { DeletedNotice } from '#app/components/admin/list/deleted-notice.tsx'
import { FilterSelect, ListSearch } from '#app/components/admin/list/list-search.tsx'
import { SortHeader } from '#app/components/admin/list/sort-header.tsx'
import { useListParams } from '#app/components/admin/list/use-list-params.ts'
import { useAdminQuery } from '#app/components/admin/use-admin-query.ts'
import { smallPrimaryButton } from '#app/components/ui/buttons.ts'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import type { AdminProductGroupRow } from '#domain/catalogue/admin-answers.ts'
import { adminPath } from '#domain/admin/sections.ts'
import type { AdminListPage } from '#domain/admin/list.ts'
import { formatPrintedDateTime } from '#domain/salt-card/transaction-format.ts'
import type { SectionScreenProps } from '../screens.ts'
import { StatusBadge } from '../products/record-gate.tsx'
import { TableScroller, cellClass, tableClass } from '#app/components/ui/table.tsx'

const statusOptions = [
  { value: '', label: 'All' },
  { value: 'yes', label: 'Published' },
  { value: 'no', label: 'Hidden' },
]

/** /admin/{prefix}productgroups: search, filter, sort and page through the groups, each with its product count. */
export default function ProductGroupList({ section }: SectionScreenProps) {
  const { brandPrefix } = usePublicConfig()
  const list = useListParams()
  const query = useAdminQuery<AdminListPage<AdminProductGroupRow>>(
    `/api/salt/admin/productgroups${list.apiQuery()}`,
  )
  const addPath = adminPath('productgroups', brandPrefix, 'add-new')
  const addLink = (
    <Link to={addPath} className={smallPrimaryButton}>
      Add product group
    </Link>
  )
  return (
    <div className="flex flex-col gap-5">
      <AdminPageHeader title={section.title} actions={addLink} />
      <DeletedNotice />
      <ListSearch list={list} placeholder="Name or slug">
        <FilterSelect list={list} name="published" label="Status" options={statusOptions} />
      </ListSearch>
      <AdminListBody
        list={list}
        query={query}
        noun="Product groups"
        empty={
          <div className="flex flex-col items-center gap-3">
            <p>No product groups match.</p>
            {addLink}
          </div>
        }
      >
        {(items) => (
          <TableScroller label="Product groups">
            <table className={tableClass}>
              <thead>
                <tr>
                  <SortHeader list={list} sortKey="name" label="Name" />
                  <th scope="col" className="px-3 py-2">
                    Products
                  </th>
                  <SortHeader list={list} sortKey="order" label="Order" isDefault />
                  <th scope="col" className="px-3 py-2">
                    Status
                  </th>
                  <SortHeader list={list} sortKey="updated" label="Updated" />
                </tr>
              </thead>
              <tbody>
                {items.map((group) => (
                  <tr key={group.id}>
                    <td className={cellClass}>
                      <Link
                        to={adminPath('productgroups', brandPrefix, group.id)}
                        className="font-semibold text-brand underline underline-offset-2"
                      >
                        {group.name}
                      </Link>
                      <span className="block text-[0.85rem] text-slate-700">/products/{group.slug}</span>
                    </td>
                    <td className={cellClass}>{group.productCount}</td>
                    <td className={cellClass}>{group.sortOrder}</td>
                    <td className={cellClass}>
                      <StatusBadge published={group.published} draftLabel="Hidden" />
                    </td>
                    <td className={cellClass}>
                      {Object.values(formatPrintedDateTime(group.updatedAt)).join(' ')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
        )}
      </AdminListBody>
    </div>
  )
}
