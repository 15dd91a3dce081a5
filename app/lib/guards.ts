import { isAdminLevel } from '#domain/account/access.ts'
import { type CompanyPermission, type CompanyRole, mayUse } from '#domain/account/company-roles.ts'

/**
 * Layout guards: when each account layout sets the 'load' flag, i.e. asks for a profile load.
 * The flags never redirect; the access checks below do.
 */
export const saltLoadFlag = (account: { name: string } | null) => !account?.name
export const saltAdminLoadFlag = () => true
export const saltLoadCardLoadFlag = (account: { paymentOption: string } | null) =>
  account?.paymentOption !== 'Prepaid'

/** What an account layout does with the visitor. The server checks every call on its own regardless. */
export type AreaAccess =
  /** No session: go home and open the sign-in popup. */
  | { kind: 'signIn' }
  /** A session whose profile is not known yet: show a loading state. */
  | { kind: 'wait' }
  | { kind: 'redirect'; to: string }
  | { kind: 'show' }

export interface AreaVisitor {
  hasToken: boolean
  /** The signed-in account, from whichever store holds it; null until the profile is loaded. */
  account: { active: number } | null
}

/**
 * What each customer page needs of the signed-in login's role (ADR 0027); the pages not named here (the account,
 * the profile, the password) are every role's. The server refuses the calls behind them on its own.
 */
const customerPagePermissions: Record<string, CompanyPermission> = {
  '/profile/salt-transaction': 'viewTransactions',
  '/profile/load-card': 'loadFunds',
  '/profile/thankyou/add-funds': 'loadFunds',
  '/profile/add-card': 'requestCards',
  '/profile/users': 'manageUsers',
  '/profile/autoload': 'managePaymentMethods',
  '/profile/requests': 'viewRequests',
  '/profile/statements': 'viewTransactions',
}
/** A card's own page (ADR 0026): its controls, state and declined pickups. */
const cardPagePath = /^\/profile\/cards\/[^/]+$/
/** A request's own page (ADR 0032): its quote versions and order; and its delivery ticket (ADR 0035). */
const requestPagePath = /^\/profile\/requests\/[^/]+(\/ticket(\/pdf)?)?$/
/** A pickup's e-ticket and a month's statement (ADR 0035), with their files: what the transactions show. */
const transactionPagePath = /^\/profile\/(tickets|statements)\/[^/]+(\/(pdf|csv))?$/

export function customerPageAllowed(pathname: string, role: CompanyRole): boolean {
  const path = pathname.replace(/\/+$/, '')
  const permission =
    customerPagePermissions[path] ??
    (cardPagePath.test(path)
      ? 'manageCards'
      : requestPagePath.test(path)
        ? 'viewRequests'
        : transactionPagePath.test(path)
          ? 'viewTransactions'
          : undefined)
  return permission === undefined || mayUse(role, permission)
}

/**
 * /profile…: customers only; an admin goes to the admin area, and a login whose role may not use the page to its
 * card page.
 */
export function customerAreaAccess({
  hasToken,
  account,
  pathname,
}: Omit<AreaVisitor, 'account'> & {
  account: { active: number; login?: { role: CompanyRole } } | null
  pathname: string
}): AreaAccess {
  if (!hasToken) return { kind: 'signIn' }
  if (!account) return { kind: 'wait' }
  if (isAdminLevel(account.active)) return { kind: 'redirect', to: '/admin/' }
  if (account.login && !customerPageAllowed(pathname, account.login.role))
    return { kind: 'redirect', to: '/profile' }
  return { kind: 'show' }
}

/** /admin…: the page's minimum level (default 2000). */
export function adminAreaAccess({
  hasToken,
  account,
  minLevel,
  brandPrefix,
}: AreaVisitor & { minLevel: number; brandPrefix: string }): AreaAccess {
  if (!hasToken) return { kind: 'signIn' }
  if (!account) return { kind: 'wait' }
  // The original site sends anyone below a page's minimum to /admin/{brand}locations, but that page needs 2000 too: a
  // customer sent there would be sent there again, forever. Customers go to their own area instead.
  if (!isAdminLevel(account.active)) return { kind: 'redirect', to: '/profile' }
  if (account.active < minLevel) return { kind: 'redirect', to: `/admin/${brandPrefix}locations` }
  return { kind: 'show' }
}
