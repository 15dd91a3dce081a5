import { z } from 'zod'
import type { ApplicationStatus, ListRequestKind } from '#domain/kernel/enums.ts'
import { type AdminListPage, maxRecordId, plainText, queryValue, versionSchema } from '#domain/admin/list.ts'
import { recordIdSchema } from '#domain/kernel/ids.ts'
import type { DeliveryDetails } from '#domain/my-list/schemas.ts'

export const listRequestStatuses = ['new', 'contacted', 'closed'] as const
export type ListRequestStatus = (typeof listRequestStatuses)[number]

export const listRequestStatusOptions = [
  { value: 'new', label: 'New' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'closed', label: 'Closed' },
] as const satisfies ReadonlyArray<{ value: ListRequestStatus; label: string }>

export const defaultListRequestStatus = 'new' satisfies ListRequestStatus

/** Who follows a request up: a staff member's id, the signed-in one (`me`), or nobody yet (`none`). */
const assignedFilter = z.union([z.enum(['me', 'none']), recordIdSchema])

/** `GET /api/salt/admin/listrequests`: always newest first; search in customer, company and e-mail. */
export const listRequestListQuerySchema = z.object({
  q: queryValue(plainText(200)),
  page: queryValue(z.coerce.number().int().min(1).max(10_000)),
  status: queryValue(z.enum([...listRequestStatuses, 'all'])),
  assigned: queryValue(assignedFilter),
})
export type ListRequestListQuery = z.infer<typeof listRequestListQuerySchema>

export const maxListRequestNotesLength = 5000

/** Staff follow-up of a request, based on the version the page was loaded with. */
export const listRequestUpdateSchema = z.object({
  version: versionSchema,
  status: z.enum(listRequestStatuses, 'Choose a status.'),
  assignedTo: z.number().int().positive().max(maxRecordId).nullable(),
  notes: plainText(maxListRequestNotesLength),
})
export type ListRequestUpdate = z.infer<typeof listRequestUpdateSchema>

export interface StaffMember {
  id: number
  name: string
}

/** Who sent it: the account's name and company, or the applicant's for a request without an account. */
export interface ListRequestRow {
  id: number
  kind: ListRequestKind
  status: ListRequestStatus
  createdAt: string
  name: string
  company: string | null
  eMail: string | null
  itemCount: number
  assignedTo: StaffMember | null
}
export type ListRequestList = AdminListPage<ListRequestRow>

/** An item as the request stored it (the catalogue's names at the moment it was sent). */
export interface ListRequestItem {
  slug: string
  unitName: string
  quantity: number
  productName: string
  customSize: boolean
}

export interface ListRequestAccount {
  id: number
  customerNo: string
  name: string
  eMail: string
  company: string | null
  contactNumber: string | null
}

/** The application form sent with a request for a new account (the Salt Card application's fields). */
export type ListRequestApplicant = Partial<
  Record<
    'fullName' | 'company' | 'email' | 'contactNumber' | 'companyAddress' | 'postalCode' | 'city',
    string
  >
>

export interface AdminListRequest {
  id: number
  kind: ListRequestKind
  status: ListRequestStatus
  createdAt: string
  updatedAt: string
  items: ListRequestItem[]
  delivery: DeliveryDetails | null
  applicant: ListRequestApplicant | null
  account: ListRequestAccount | null
  /** The Salt Card applications from the applicant's e-mail address (a newAccount request makes one). */
  applications: Array<{ id: number; status: ApplicationStatus; createdAt: string }>
  assignedTo: StaffMember | null
  notes: string
  version: number
}
