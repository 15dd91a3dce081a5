import { RecordLink } from '#app/components/admin/record-link.tsx'
import { AdminListFrame } from '#app/components/admin/list/admin-list-frame.tsx'
import { choices } from '#app/components/admin/list/choices.ts'
import type { ListColumn } from '#app/components/admin/list/list-table.tsx'
import { useAdminList } from '#app/components/admin/list/use-admin-list.ts'
import { StatusBadge } from '#app/components/admin/locations/status-badge.tsx'
import { ruledTableFromSm } from '#app/components/ui/table.tsx'
import type { AdminLocationRow } from '#domain/locations/schemas.ts'
import type { SectionScreenProps } from '../screens.ts'

const sortOptions = choices({ '': 'Name', city: 'City' })

const visibilityOptions = choices({ '': 'All', published: 'Published', hidden: 'Hidden' })

function YardLink({ yard }: { yard: AdminLocationRow }) {
  return (
    <>
      <RecordLink kind="locations" id={yard.id}>
        {yard.locationName}
      </RecordLink>
      {!yard.published && (
        <span className="ml-2 rounded bg-slate-200 px-2 py-0.5 text-[0.8rem] font-semibold">Hidden</span>
      )}
    </>
  )
}

const columns: ReadonlyArray<ListColumn<AdminLocationRow>> = [
  { header: 'Name', sortKey: 'name', isDefault: 'asc', cell: (yard) => <YardLink yard={yard} /> },
  { header: 'City', sortKey: 'city', cell: (yard) => yard.city },
  { header: 'Public status now', cell: (yard) => <StatusBadge text={yard.status} /> },
]

/** Phones: one card per yard, name and city above the status. */
function YardCard(yard: AdminLocationRow) {
  return (
    <>
      <p>
        <YardLink yard={yard} />
      </p>
      <p className="text-[0.9rem] text-slate-700">{yard.city}</p>
      <StatusBadge text={yard.status} />
    </>
  )
}

/** `/admin/{brand}locations`: every yard A to Z with the status text the public sees right now. */
export default function LocationList({ section }: SectionScreenProps) {
  const admin = useAdminList<AdminLocationRow>('/api/salt/admin/locations')
  return (
    <AdminListFrame
      section={section}
      admin={admin}
      noun="Locations"
      searchPlaceholder="Name, slug or city"
      filters={[{ name: 'published', label: 'Shown', options: visibilityOptions }]}
      cardSort={sortOptions}
      empty={{
        noMatch: 'No location matches.',
        noneYet: 'There are no locations yet.',
        showAll: 'Show every location',
      }}
      look={ruledTableFromSm}
      columns={columns}
      card={YardCard}
      rowKey={(yard) => yard.id}
    />
  )
}
