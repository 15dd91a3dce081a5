import { Link } from 'react-router'
import { AdminPageHeader } from '#app/components/admin/admin-page-header.tsx'
import { AdminListBody } from '#app/components/admin/list/admin-list-body.tsx'
import { FilterSelect, ListSearch } from '#app/components/admin/list/list-search.tsx'
import { SortHeader } from '#app/components/admin/list/sort-header.tsx'
import { type ListParams, useListParams } from '#app/components/admin/list/use-list-params.ts'
import { StaffStatusBadge, lastSignInText, staffRoleText } from '#app/components/admin/staff/staff-badges.tsx'
import { useAdminQuery } from '#app/components/admin/use-admin-query.ts'
import { smallPrimaryButton } from '#app/components/ui/buttons.ts'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import { adminPath } from '#domain/admin/sections.ts'
import type { AdminStaffList, AdminStaffRow } from '#domain/admin/staff/schemas.ts'
import type { SectionScreenProps } from '../screens.ts'
import { ListEmpty } from '#app/components/admin/list/list-empty.tsx'
import { cardListClass } from '#app/components/ui/table.tsx'

const sortOptions = [
  { value: '', label: 'Name' },
  { value: 'level', label: 'Role' },
  { value: 'lastSignIn', label: 'Last sign-in' },
]

const statusOptions = [
  { value: '', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'deactivated', label: 'Deactivated' },
]

/** `/admin/staff`: every staff account, active ones first, A to Z; the owner invites from here. */
export default function StaffList({ section }: SectionScreenProps) {
  const { brandPrefix } = usePublicConfig()
  const list = useListParams()
  const query = useAdminQuery<AdminStaffList>(`/api/salt/admin/staff${list.apiQuery()}`)
  const filtered = list.q !== '' || list.get('status') !== ''
  const invite = (
    <Link to={adminPath('staff', brandPrefix, 'add-new')} className={smallPrimaryButton}>
      Invite a staff member
    </Link>
  )
  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader title={section.title} actions={invite} />
      <ListSearch list={list} placeholder="Name or e-mail">
        <FilterSelect list={list} name="status" label="Status" options={statusOptions} />
        {/* Below the table's width the list is cards without column headers, so the order is chosen here. */}
        <div className="lg:hidden">
          <FilterSelect list={list} name="sort" label="Sort by" options={sortOptions} />
        </div>
      </ListSearch>
      <AdminListBody
        list={list}
        query={query}
        noun="Staff"
        empty={
          <ListEmpty
            filtered={filtered}
            noMatch="No staff member matches."
            noneYet="No staff accounts yet."
            showAll="Show all staff"
            onShowAll={() => list.change({ q: null, status: null })}
          >
            {invite}
          </ListEmpty>
        }
      >
        {(members) => (
          <>
            <StaffCards members={members} />
            <StaffTable members={members} list={list} />
          </>
        )}
      </AdminListBody>
    </div>
  )
}

function MemberLink({ member }: { member: AdminStaffRow }) {
  const { brandPrefix } = usePublicConfig()
  return (
    <Link to={adminPath('staff', brandPrefix, member.id)} className="font-semibold text-brand underline">
      {member.name}
    </Link>
  )
}

/** Phones and tablets (the side navigation leaves a tablet too narrow for five columns): one card per member. */
function StaffCards({ members }: { members: AdminStaffRow[] }) {
  return (
    <ul aria-label="Staff" className={`${cardListClass} lg:hidden`}>
      {members.map((member) => (
        <li key={member.id} className="flex flex-col gap-1 py-3">
          <p className="flex flex-wrap items-center gap-2">
            <MemberLink member={member} />
            <StaffStatusBadge member={member} />
          </p>
          <p className="text-[0.9rem] break-all text-slate-700">{member.eMail}</p>
          <p className="text-[0.9rem]">{staffRoleText(member)}</p>
          <p className="text-[0.85rem] text-slate-700">Last sign-in: {lastSignInText(member.lastSignInAt)}</p>
        </li>
      ))}
    </ul>
  )
}

function StaffTable({ members, list }: { members: AdminStaffRow[]; list: ListParams }) {
  return (
    <table className="hidden w-full border-collapse text-left lg:table">
      <thead className="border-b-2 border-slate-300">
        <tr>
          <SortHeader list={list} sortKey="name" label="Name" isDefault />
          <th scope="col" className="px-3 py-2 font-bold text-brand-dark">
            E-mail
          </th>
          <SortHeader list={list} sortKey="level" label="Role" />
          <SortHeader list={list} sortKey="lastSignIn" label="Last sign-in" />
          <th scope="col" className="px-3 py-2 font-bold text-brand-dark">
            Status
          </th>
        </tr>
      </thead>
      <tbody>
        {members.map((member) => (
          <tr key={member.id} className="border-b border-slate-200 align-top">
            <td className="px-3 py-3">
              <MemberLink member={member} />
            </td>
            <td className="px-3 py-3 break-all">{member.eMail}</td>
            <td className="px-3 py-3">{staffRoleText(member)}</td>
            <td className="px-3 py-3 whitespace-nowrap">{lastSignInText(member.lastSignInAt)}</td>
            <td className="px-3 py-3">
              <StaffStatusBadge member={member} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
