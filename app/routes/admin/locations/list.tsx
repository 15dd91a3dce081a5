import { Link } from 'react-router'
import { AdminPageHeader } from '#app/components/admin/admin-page-header.tsx'
import { StatusBadge } from '#app/components/admin/locations/status-badge.tsx'
import { AdminListBody } from '#app/components/admin/list/admin-list-body.tsx'
import { FilterSelect, ListSearch } from '#app/components/admin/list/list-search.tsx'
import { SortHeader } from '#app/components/admin/list/sort-header.tsx'
import { useListParams } from '#app/components/admin/list/use-list-params.ts'
import { useAdminQuery } from '#app/components/admin/use-admin-query.ts'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import { adminPath } from '#domain/admin/sections.ts'
import type { AdminLocationRow } from '#domain/locations/schemas.ts'
import type { AdminListPage } from '#domain/admin/list.ts'
import type { ListParams } from '#app/components/admin/list/use-list-params.ts'
import type { SectionScreenProps } from '../screens.ts'
import { ListEmpty } from '#app/components/admin/list/list-empty.tsx'
import { cardListClass } from '#app/components/ui/table.tsx'

const sortOptions = [
  { value: '', label: 'Name' },
  { value: 'city', label: 'City' },
]

const visibilityOptions = [
  { value: '', label: 'All' },
  { value: 'published', label: 'Published' },
  { value: 'hidden', label: 'Hidden' },
]

/** `/admin/{brand}locations`: every yard A to Z with the status text the public sees right now. */
export default function LocationList({ section }: SectionScreenProps) {
  const list = useListParams()
  const query = useAdminQuery<AdminListPage<AdminLocationRow>>(`/api/salt/admin/locations${list.apiQuery()}`)
  const filtered = list.q !== '' || list.get('published') !== ''
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={section.title} />
      <ListSearch list={list} placeholder="Name, slug or city">
        <FilterSelect list={list} name="published" label="Shown" options={visibilityOptions} />
        {/* On a phone the list is cards without column headers, so the order is chosen here. */}
        <div className="sm:hidden">
          <FilterSelect list={list} name="sort" label="Sort by" options={sortOptions} />
        </div>
      </ListSearch>
      <AdminListBody
        list={list}
        query={query}
        noun="Locations"
        empty={
          <ListEmpty
            filtered={filtered}
            noMatch="No location matches."
            noneYet="There are no locations yet."
            showAll="Show every location"
            onShowAll={() => list.change({ q: null, published: null })}
          />
        }
      >
        {(yards) => (
          <>
            <YardCards yards={yards} />
            <YardTable yards={yards} list={list} />
          </>
        )}
      </AdminListBody>
    </div>
  )
}

function YardLink({ yard }: { yard: AdminLocationRow }) {
  const { brandPrefix } = usePublicConfig()
  return (
    <>
      <Link to={adminPath('locations', brandPrefix, yard.id)} className="font-semibold text-brand underline">
        {yard.locationName}
      </Link>
      {!yard.published && (
        <span className="ml-2 rounded bg-slate-200 px-2 py-0.5 text-[0.8rem] font-semibold">Hidden</span>
      )}
    </>
  )
}

/** Phones: one card per yard, name and city above the status. */
function YardCards({ yards }: { yards: AdminLocationRow[] }) {
  return (
    <ul aria-label="Locations" className={`${cardListClass} sm:hidden`}>
      {yards.map((yard) => (
        <li key={yard.id} className="flex flex-col gap-1 py-3">
          <p>
            <YardLink yard={yard} />
          </p>
          <p className="text-[0.9rem] text-slate-700">{yard.city}</p>
          <StatusBadge text={yard.status} />
        </li>
      ))}
    </ul>
  )
}

function YardTable({ yards, list }: { yards: AdminLocationRow[]; list: ListParams }) {
  return (
    <table className="hidden w-full border-collapse text-left sm:table">
      <thead className="border-b-2 border-slate-300">
        <tr>
          <SortHeader list={list} sortKey="name" label="Name" isDefault />
          <SortHeader list={list} sortKey="city" label="City" />
          <th scope="col" className="px-3 py-2 font-bold text-brand-dark">
            Public status now
          </th>
        </tr>
      </thead>
      <tbody>
        {yards.map((yard) => (
          <tr key={yard.id} className="border-b border-slate-200 align-top">
            <td className="px-3 py-3">
              <YardLink yard={yard} />
            </td>
            <td className="px-3 py-3">{yard.city}</td>
            <td className="px-3 py-3">
              <StatusBadge text={yard.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
