/** Response shapes of the account calls, shared by the API and the client. */
import type { SignedInLogin } from './company-users.ts'

export interface ProfileCard {
  id: number
  CardNo: string
  name: string
  /** The card's balance from its ledger, in cents. */
  balanceCents: number
  /** The account holder suspended it: the scale refuses its pickups until they resume it. */
  suspended: boolean
}

/** `GET /api/salt/profile`: the signed-in account with its active cards. */
export interface Profile {
  /** Access level: 0 deactivated, 1 customer, 2000 and above admin. */
  active: number
  name: string
  paymentOption: string
  eMail: string
  customerNo: string
  company: string | null
  contactNumber: string | null
  address: string | null
  city: string | null
  postalCode: string | null
  /** Who signed in: the account's own login or one of its users, with the role (ADR 0027). */
  login: SignedInLogin
  /** The active cards; for a driver, only those assigned to them. */
  cards: ProfileCard[]
}

/** `GET|POST /api/salt/login` on success. */
export interface LoginResult {
  token: string
  admin: boolean
}

/** `GET /api/salt/is-logged`. */
export interface LoginStatus {
  logged: boolean
  admin: boolean
}

/** `GET /api/salt/actDeact` on success. */
export interface AccountActivationResponse {
  success: true
  active: number
}
