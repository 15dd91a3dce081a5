import type { ApplicationStatus } from '#domain/kernel/enums.ts'
import { applicationStatusOptions } from './application-schemas.ts'
import type { ListRequestApplicant, ListRequestStatus } from './list-request-schemas.ts'
import { listRequestStatusOptions } from './list-request-schemas.ts'
import type { DeliveryDetails } from '#domain/my-list/schemas.ts'
import { formatTorontoDateTime } from '#domain/kernel/shop-time/format.ts'

/** Label and value; the screens show a dash for a value left blank, so staff see what was not given. */
export type DetailRow = [label: string, value: string | null | undefined]

const labelOf = <T extends string>(options: ReadonlyArray<{ value: T; label: string }>, value: T) =>
  options.find((option) => option.value === value)?.label ?? value

export const applicationStatusLabel = (status: ApplicationStatus) => labelOf(applicationStatusOptions, status)
export const listRequestStatusLabel = (status: ListRequestStatus) => labelOf(listRequestStatusOptions, status)

/** The delivery details in the order the My List page asks for them, with the sales mail's labels. */
export function deliveryRows(delivery: DeliveryDetails | null): DetailRow[] {
  return [
    ['Site address', delivery?.siteAddress],
    ['City', delivery?.city],
    ['Postal code', delivery?.postalCode],
    ['Requested from', delivery?.dateFrom],
    ['Requested to', delivery?.dateTo],
    ['Notes', delivery?.notes],
  ]
}

/** The Salt Card application form's fields, in the form's order. */
export function applicantRows(applicant: ListRequestApplicant): DetailRow[] {
  return [
    ['Full name', applicant.fullName],
    ['Company', applicant.company],
    ['E-mail', applicant.email],
    ['Contact number', applicant.contactNumber],
    ['Company address', applicant.companyAddress],
    ['Postal code', applicant.postalCode],
    ['City', applicant.city],
  ]
}

/** When something arrived, in Toronto: "2026-11-24 14:05" (the shop's yyyy-MM-dd date format). */
export const receivedAt = formatTorontoDateTime
