import { z } from 'zod'
import type { ApplicationStatus } from '#domain/kernel/enums.ts'
import {
  type AdminListPage,
  adminListQuerySchema,
  queryValue,
  requiredText,
  versionSchema,
} from '#domain/admin/list.ts'
import { maxCardsPerRequest } from '#domain/salt-card/schemas.ts'

export const applicationStatusOptions = [
  { value: 'new', label: 'New' },
  { value: 'approved', label: 'Approved' },
  { value: 'declined', label: 'Declined' },
] as const satisfies ReadonlyArray<{ value: ApplicationStatus; label: string }>

/** The queue opens on the applications that wait for a decision; `all` shows every one. */
export const defaultApplicationStatus = 'new' satisfies ApplicationStatus
const statusFilter = z.enum(['new', 'approved', 'declined', 'all'])
export type ApplicationStatusFilter = z.infer<typeof statusFilter>

/** `GET /api/salt/admin/applications`: search in name, company, e-mail and city; newest first unless sorted. */
export const applicationListQuerySchema = adminListQuerySchema(['received', 'name', 'company']).extend({
  status: queryValue(statusFilter),
})
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>

/** Approve: the account starts with this many cards; without a number, with the number the applicant asked for. */
export const approveApplicationSchema = z.object({
  version: versionSchema,
  cards: z
    .number('Enter the number of cards.')
    .int('Enter a whole number.')
    .min(1, 'At least 1 card.')
    .max(maxCardsPerRequest, `At most ${maxCardsPerRequest} cards.`)
    .optional(),
})
export type ApproveApplicationInput = z.infer<typeof approveApplicationSchema>

/** Decline: staff say why (kept with the application and in the audit log; the applicant is not mailed). */
export const maxDeclineReasonLength = 200
export const declineApplicationSchema = z.object({
  version: versionSchema,
  reason: requiredText(maxDeclineReasonLength),
})
export type DeclineApplicationInput = z.infer<typeof declineApplicationSchema>

/** An account that already uses the applicant's e-mail address. */
export interface ApplicantAccount {
  id: number
  customerNo: string
  name: string
}

export interface AdminApplicationRow {
  id: number
  fullName: string
  company: string
  eMail: string
  city: string | null
  status: ApplicationStatus
  cardsRequested: number
  createdAt: string
  /** Set while the application is not approved and another account already has its e-mail address. */
  existingAccount: ApplicantAccount | null
}
export type AdminApplicationList = AdminListPage<AdminApplicationRow>

/** Everything the applicant sent, and the decision once there is one. */
export interface AdminApplication extends AdminApplicationRow {
  contactNumber: string
  companyAddress: string
  postalCode: string | null
  declineReason: string | null
  /** The customer account the approval created. */
  account: ApplicantAccount | null
  decidedBy: { id: number; name: string } | null
  decidedAt: string | null
  updatedAt: string
  version: number
}
