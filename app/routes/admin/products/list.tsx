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
import type { AdminProductOptions, AdminProductRow } from '#domain/catalogue/admin-answers.ts'
import { adminPath } from '#domain/admin/sections.ts'
import type { AdminListPage } from '#domain/admin/list.ts'
import { formatPrintedDateTime } from '#domain/salt-card/transaction-format.ts'
import type { SectionScreenProps } from '../screens.ts'
import { StatusBadge } from './record-gate.tsx'
import { TableScroller, cellClass, tableClass } from '#app/components/ui/table.tsx'

const statusOptions = [
  { value: '', label: 'All' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Draft' },
]

/** /admin/{prefix}products: search, filter by group and status, sort and page through the products. */
export default function ProductList({ section }: SectionScreenProps) {
  const { brandPrefix } = usePublicConfig()
  const list = useListParams()
  const query = useAdminQuery<AdminListPage<AdminProductRow>>(`/api/salt/admin/products${list.apiQuery()}`)
  const options = useAdminQuery<AdminProductOptions>('/api/salt/admin/products/options')
  const groupOptions = [
    { value: '', label: 'All groups' },
    ...(options.data?.groups ?? []).map((group) => ({ value: String(group.id), label: group.name })),
  ]
  const addLink = (
    <Link to={adminPath('products', brandPrefix, 'add-new')} className={smallPrimaryButton}>
      Add product
    </Link>
  )
  return (
    <div className="flex flex-col gap-5">
      <AdminPageHeader title={section.title} actions={addLink} />
      <DeletedNotice />
      <ListSearch list={list} placeholder="Name, slug or summary">
        <FilterSelect list={list} name="group" label="Group" options={groupOptions} />
        <FilterSelect list={list} name="status" label="Status" options={statusOptions} />
      </ListSearch>
      <AdminListBody
        list={list}
        query={query}
        noun="Products"
        empty={
          <div className="flex flex-col items-center gap-3">
            <p>No products match.</p>
            {addLink}
          </div>
        }
      >
        {(items) => (
          <TableScroller label="Products">
            <table className={tableClass}>
              <thead>
                <tr>
                  <SortHeader list={list} sortKey="name" label="Name" isDefault />
                  <SortHeader list={list} sortKey="group" label="Group" />
                  <SortHeader list={list} sortKey="order" label="Order" />
                  <th scope="col" className="px-3 py-2">
                    Status
                  </th>
                  <SortHeader list={list} sortKey="updated" label="Updated" />
                </tr>
              </thead>
              <tbody>
                {items.map((product) => (
                  <tr key={product.id}>
                    <td className={cellClass}>
                      <Link
                        to={adminPath('products', brandPrefix, product.id)}
                        className="font-semibold text-brand underline underline-offset-2"
                      >
                        {product.name}
                      </Link>
                      <span className="block text-[0.85rem] text-slate-700">
                        {product.slug}
                        {product.featured && ' · Featured'}
                      </span>
                    </td>
                    <td className={cellClass}>{product.groupName}</td>
                    <td className={cellClass}>{product.sortOrder}</td>
                    <td className={cellClass}>
                      <StatusBadge published={product.published} />
                    </td>
                    <td className={cellClass}>
                      {Object.values(formatPrintedDateTime(product.updatedAt)).join(' ')}
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
