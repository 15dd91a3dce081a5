import type { QuantityStep } from '#domain/kernel/enums.ts'

/**
 * Response shapes of the My List calls, shared by the API and the /my-list page and popups. Request bodies
 * are the zod schemas in `domain/my-list/schemas.ts`. Every submission sends the `Idempotency-Key` header: the same
 * key again answers the first answer again (nothing new is stored or mailed); the same key with another body is
 * 409 `idempotency_conflict`.
 */

/**
 * `POST /api/salt/send-email` { htmlType: 'myListSubmission', subject, htmlData: { list, account?, delivery? } }
 * with a bearer token (401 without). The request is stored for the signed-in account, whatever `account` says.
 */
export interface MyListSubmissionResponse {
  success: true
  requestId: number
}

/**
 * `POST /api/salt/list-submission` { type: 'login', username, password, list, delivery? }: signs in (the same 401
 * and 429 as sign-in) and stores the list under that account. `token` is a new session: the client is now signed
 * in. A replay with the same key checks the password again and answers a new token for the same request.
 */
export interface ListLoginSubmissionResponse {
  success: true
  admin: boolean
  token: string
  requestId: number
}

/**
 * `POST /api/salt/send-email` { htmlType: 'newAccountListSubmission', htmlData: { form, list, delivery? } }, no sign-in.
 * Limited per address (429 with Retry-After). A filled honeypot answers `{ success: true }` alone.
 */
export interface NewAccountListSubmissionResponse {
  success: true
  requestId?: number
}

/** An item of `POST /api/salt/my-list/check` that can still be requested, with the catalogue's current details. */
export interface CheckedListItem {
  slug: string
  unitName: string
  productName: string
  /** '' when the product has no image. */
  imgUrl: string
  minQty: number
  customSize: boolean
  /** The most a list may ask for (staff set it per unit), and whether tenths are allowed (ADR 0030). */
  maxQty: number
  quantityStep: QuantityStep
  /** The product page. */
  href: string
}

/** `POST /api/salt/my-list/check` { items: [{ slug, unitName }] } → those whose product and unit are still offered. */
export interface MyListCheckResponse {
  items: CheckedListItem[]
}

/**
 * Error codes these calls answer beside the common ones (`invalid_input` with `fields`, `unauthorized`,
 * `invalid_credentials`, `rate_limited`): `invalid_list` names each item that the catalogue refuses in `fields`
 * (`list.2.slug` no longer offered, `list.2.unitName` not sold by that unit, `list.2.quantity` outside the unit's
 * range or off its step);
 * `invalid_idempotency_key` when the header is missing or malformed.
 */
export type MyListErrorCode = 'invalid_list' | 'idempotency_conflict' | 'invalid_idempotency_key'
