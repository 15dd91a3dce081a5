import { RecordLink } from '#app/components/admin/record-link.tsx'
import { AdminListFrame } from '#app/components/admin/list/admin-list-frame.tsx'
import { choices } from '#app/components/admin/list/choices.ts'
import type { ListColumn } from '#app/components/admin/list/list-table.tsx'
import { useAdminList } from '#app/components/admin/list/use-admin-list.ts'
import { StaffStatusBadge, lastSignInText, staffRoleText } from '#app/components/admin/staff/staff-badges.tsx'
import { smallPrimaryButton } from '#app/components/ui/buttons.ts'
import { ruledTableFromLg } from '#app/components/ui/table.tsx'
import type { AdminStaffRow } from '#domain/admin/staff/schemas.ts'
import type { SectionScreenProps } from '../screens.ts'

const sortOptions = choices({ '': 'Name', level: 'Role', lastSignIn: 'Last sign-in' })

const statusOptions = choices({ '': 'All', active: 'Active', deactivated: 'Deactivated' })

function MemberLink({ member }: { member: AdminStaffRow }) {
  return (
    <RecordLink kind="staff" id={member.id}>
      {member.name}
    </RecordLink>
  )
}

const columns: ReadonlyArray<ListColumn<AdminStaffRow>> = [
  { header: 'Name', sortKey: 'name', isDefault: 'asc', cell: (member) => <MemberLink member={member} /> },
  { header: 'E-mail', cellClass: 'break-all', cell: (member) => member.eMail },
  { header: 'Role', sortKey: 'level', cell: staffRoleText },
  {
    header: 'Last sign-in',
    sortKey: 'lastSignIn',
    cellClass: 'whitespace-nowrap',
    cell: (member) => lastSignInText(member.lastSignInAt),
  },
  { header: 'Status', cell: (member) => <StaffStatusBadge member={member} /> },
]

/** Phones and tablets (the side navigation leaves a tablet too narrow for five columns): one card per member. */
function StaffCard(member: AdminStaffRow) {
  return (
    <>
      <p className="flex flex-wrap items-center gap-2">
        <MemberLink member={member} />
        <StaffStatusBadge member={member} />
      </p>
      <p className="text-[0.9rem] break-all text-slate-700">{member.eMail}</p>
      <p className="text-[0.9rem]">{staffRoleText(member)}</p>
      <p className="text-[0.85rem] text-slate-700">Last sign-in: {lastSignInText(member.lastSignInAt)}</p>
    </>
  )
}

/** `/admin/staff`: every staff account, active ones first, A to Z; the owner invites from here. */
export default function StaffList({ section }: SectionScreenProps) {
  const admin = useAdminList<AdminStaffRow>('/api/salt/admin/staff')
  const invite = (
    <RecordLink kind="staff" id="add-new" className={smallPrimaryButton}>
      Invite a staff member
    </RecordLink>
  )
  return (
    <AdminListFrame
      section={section}
      admin={admin}
      noun="Staff"
      actions={invite}
      searchPlaceholder="Name or e-mail"
      filters={[{ name: 'status', label: 'Status', options: statusOptions }]}
      cardSort={sortOptions}
      empty={{
        noMatch: 'No staff member matches.',
        noneYet: 'No staff accounts yet.',
        showAll: 'Show all staff',
        firstStep: invite,
      }}
      look={ruledTableFromLg}
      columns={columns}
      card={StaffCard}
      rowKey={(member) => member.id}
    />
  )
}
