import { staffLevels, staffRoleNames } from '#domain/account/access.ts'
import type { AdminStaffRow } from '#domain/admin/staff/schemas.ts'
import { formatTorontoDateTime } from '#domain/kernel/shop-time/format.ts'
import { lastSignInUnknownText } from '#domain/admin/staff/texts.ts'
import { badgeClass } from '#app/components/ui/badge.tsx'

/** Active, invited (no password chosen yet) or deactivated, in words and colour. */
export function StaffStatusBadge({
  member,
}: {
  member: Pick<AdminStaffRow, 'status' | 'invitationPending'>
}) {
  if (member.status === 'deactivated')
    return <span className={`${badgeClass} bg-slate-200 text-slate-800`}>Deactivated</span>
  if (member.invitationPending)
    return <span className={`${badgeClass} bg-amber-100 text-amber-900`}>Invited</span>
  return <span className={`${badgeClass} bg-green-100 text-green-900`}>Active</span>
}

/** "Manager (5000)"; a deactivated member's role is the one they had, said so. */
export function staffRoleText(member: Pick<AdminStaffRow, 'role' | 'level' | 'status'>): string {
  if (!member.role) return member.status === 'deactivated' ? '—' : `Level ${member.level}`
  const name = staffRoleNames[member.role]
  if (member.status === 'deactivated') return `${name} (before deactivation)`
  return member.level === staffLevels[member.role]
    ? `${name} (${member.level})`
    : `${name} (level ${member.level})`
}

export const lastSignInText = (iso: string | null) =>
  iso ? formatTorontoDateTime(iso) : lastSignInUnknownText
