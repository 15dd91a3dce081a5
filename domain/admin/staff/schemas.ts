import { z } from 'zod'
import { type StaffRole, staffLevels, staffRoleNames } from '#domain/account/access.ts'
import { emailSchema } from '#domain/account/schemas.ts'
import {
  type AdminListPage,
  adminListQuerySchema,
  queryValue,
  recordIdSchema,
  requiredText,
  versionSchema,
} from '#domain/admin/list.ts'

const staffRoles = Object.keys(staffLevels) as [StaffRole, ...StaffRole[]]
const staffRole = z.enum(staffRoles, 'Choose one of the four roles.')

/** `POST /api/salt/admin/staff`: who to invite and at which role; the password they choose themselves. */
export const staffInviteSchema = z.object({
  name: requiredText(120),
  email: emailSchema,
  role: staffRole,
})
export type StaffInvite = z.infer<typeof staffInviteSchema>

/** A change to one staff member, based on the version the owner's page was loaded with. */
export const staffVersionSchema = z.object({ version: versionSchema })

/** `PUT …/staff/:id/role`, and `…/reactivate` (which names the role the member comes back at). */
export const staffRoleChangeSchema = staffVersionSchema.extend({ role: staffRole })
export type StaffRoleChange = z.infer<typeof staffRoleChangeSchema>

export const staffStatuses = ['active', 'deactivated'] as const
export type StaffStatus = (typeof staffStatuses)[number]

/** `GET /api/salt/admin/staff`: search in name and e-mail, active or deactivated, sort by name or level. */
const staffSorts = ['name', 'level', 'lastSignIn'] as const
export const staffListQuerySchema = adminListQuerySchema(staffSorts).extend({
  status: queryValue(z.enum(staffStatuses)),
})
export type StaffListQuery = z.infer<typeof staffListQuerySchema>

/** A staff member as the owner's screens show them. */
export interface AdminStaffRow {
  id: number
  name: string
  eMail: string
  customerNo: string
  /** The access level (`active`, 2000 and above for staff); 0 while deactivated. */
  level: number
  status: StaffStatus
  /** The role at the level, or (deactivated) the role they had when deactivated. */
  role: StaffRole | null
  /** When the newest session still on record started; sessions end on sign-out and expiry, so it can be unknown. */
  lastSignInAt: string | null
  /** No password chosen yet: the invitation has not been used. */
  invitationPending: boolean
}

/** A deactivated member's account since the owner switched it off: what to check before switching it back on. */
export interface StaffSinceDeactivation {
  deactivatedAt: string
  /** The address on file when they were switched off (null in rows older than this record). */
  eMailAtDeactivation: string | null
  /** Every recorded change to the account since, oldest first. */
  changes: { action: string; at: string; actorName: string | null }[]
}

export interface AdminStaffMember extends AdminStaffRow {
  version: number
  createdAt: string
  /** Whether the owner looking at the page is this member (they cannot deactivate themself). */
  isSelf: boolean
  /** For a deactivated member; null for an active one. */
  sinceDeactivation: StaffSinceDeactivation | null
}

export type AdminStaffList = AdminListPage<AdminStaffRow>

/** The role choices of the invite and role forms, lowest first: "Yard staff (2000)". */
export const staffRoleOptions = staffRoles.map((role) => ({
  value: role,
  label: `${staffRoleNames[role]} (${staffLevels[role]})`,
}))

/** One yard of `GET /api/salt/admin/staff/:id/yards`: whether this yard-staff member may keep its hours and stock. */
export interface YardGrant {
  id: number
  locationName: string
  city: string
  granted: boolean
}

/** `PUT /api/salt/admin/staff/:id/yards`: every yard the member holds from now on (owners and managers). */
export const yardGrantsSchema = z.object({ locationIds: z.array(recordIdSchema).max(500) })
