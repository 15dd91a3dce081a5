import type { ReactNode } from 'react'
import type { AdminStaffMember } from '#domain/admin/staff/schemas.ts'
import { formatTorontoDateTime } from '#domain/kernel/shop-time/format.ts'
import { StaffStatusBadge, lastSignInText, staffRoleText } from './staff-badges.tsx'

/** The facts of one staff account, as a definition list that stacks on a phone. */
export function MemberDetails({ member }: { member: AdminStaffMember }) {
  const rows: Array<[string, ReactNode]> = [
    ['E-mail', <span className="break-all">{member.eMail}</span>],
    ['Role', staffRoleText(member)],
    ['Status', <StaffStatusBadge member={member} />],
    ['Last sign-in', lastSignInText(member.lastSignInAt)],
    ['Customer number', member.customerNo],
    ['Account added', formatTorontoDateTime(member.createdAt)],
  ]
  return (
    <dl className="grid max-w-2xl gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold">{term}</dt>
          <dd className="mb-2 sm:mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
