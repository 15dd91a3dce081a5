import { z } from 'zod'
import { recordIdSchema, requiredText } from '#domain/admin/list.ts'
import { ownLoginNotDriverText } from './company-user-texts.ts'
import { type CompanyRole, companyRoleNames, companyRoles, ownLoginRoles } from './company-roles.ts'
import { emailSchema } from './schemas.ts'

const roleSchema = z.enum(companyRoles, 'Choose one of the four roles.')

/** `POST /api/salt/account/users`: the invite form. The person chooses their password from the mailed link. */
export const inviteUserSchema = z.object({
  name: requiredText(120),
  email: emailSchema,
  role: roleSchema,
})
export type InviteUserInput = z.infer<typeof inviteUserSchema>

/** `PUT /api/salt/account/users/:id/role`. */
export const changeUserRoleSchema = z.object({ role: roleSchema })
export type ChangeUserRoleInput = z.infer<typeof changeUserRoleSchema>

/** `PUT /api/salt/account/login/role`: the account's own login takes any role but driver. */
export const ownLoginRoleSchema = z.object({
  role: roleSchema.pipe(z.enum(ownLoginRoles, ownLoginNotDriverText)),
})

/** `PUT /api/salt/account/users/:id/cards`: every card the driver holds from now on. */
export const assignCardsSchema = z.object({
  cardIds: z.array(recordIdSchema).max(500, 'Choose at most 500 cards.'),
})

/** One login of the account as the owner's users page shows it. */
export interface CompanyUser {
  /** null for the account's own login (its e-mail and password are the account's). */
  id: number | null
  name: string
  eMail: string
  role: CompanyRole
  /** The invitation's link has not been used yet. */
  invitationPending: boolean
  /** A driver's cards (ids); empty for the other roles. */
  cardIds: number[]
}

/** `GET /api/salt/account/users`: the account's own login first, then its users by name. */
export interface CompanyUserList {
  users: CompanyUser[]
  cards: Array<{ id: number; CardNo: string; name: string }>
}

/** Who is signed in, as `GET /api/salt/profile` tells the browser. */
export interface SignedInLogin {
  userId: number | null
  name: string
  eMail: string
  role: CompanyRole
}

export const companyRoleOptions = companyRoles.map((role) => ({ value: role, label: companyRoleNames[role] }))
