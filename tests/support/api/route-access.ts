import { type StaffRole, staffLevels } from '#domain/account/access.ts'
import type { CompanyPermission } from '#domain/account/company-roles.ts'
import type { ApiRoute } from '../api-routes.ts'

/**
 * Who may call each /api route, written out here on purpose rather than read from the code: the authorization walk
 * compares this policy with what the server does, and fails on a route this table does not name.
 */
export type RouteAccess =
  { kind: 'public' } | { kind: 'account' } | { kind: 'api-key' } | { kind: 'staff'; role: StaffRole }

/** Anyone may call these; a session, when one comes, only changes what some of them say. */
const publicRoutes = new Set([
  'GET /api/salt/login',
  'POST /api/salt/login',
  'POST /api/salt/logout',
  'GET /api/salt/is-logged',
  'POST /api/salt/reset',
  'POST /api/salt/change-pass',
  'POST /api/salt/send-email',
  'GET /api/salt/search',
  'POST /api/salt/list-submission',
  'POST /api/salt/my-list/check',
  'GET /api/salt/notices',
  // Prices (ADR 0031): a visitor sees public prices only; a session shows the customer's own.
  'GET /api/salt/prices/products/:slug',
  // The live yard board (ADR 0037): the same for everyone.
  'GET /api/salt/locations/board',
  'GET /api/salt/locations/:slug/board',
])

/**
 * A customer's own things: any signed-in account, and only its own records; within the account, the permission of
 * domain/account/company-roles.ts that its guard demands (ADR 0027).
 */
export const accountRoutePermissions: Record<string, CompanyPermission> = {
  'GET /api/salt/profile': 'viewCards',
  'PATCH /api/salt/cards/:id': 'manageCards',
  'POST /api/salt/deactivatecard': 'manageCards',
  'GET /api/salt/transactions': 'viewTransactions',
  'GET /api/salt/transactions.csv': 'viewTransactions',
  'POST /api/salt/change-password': 'changeOwnPassword',
  'POST /api/salt/load-funds/checkout': 'loadFunds',
  'GET /api/salt/load-funds': 'loadFunds',
  'GET /api/salt/account/users': 'manageUsers',
  'POST /api/salt/account/users': 'manageUsers',
  'PUT /api/salt/account/users/:id/role': 'manageUsers',
  'PUT /api/salt/account/users/:id/cards': 'manageUsers',
  'DELETE /api/salt/account/users/:id': 'manageUsers',
  'PUT /api/salt/account/login/role': 'manageUsers',
  // Card controls (ADR 0026): the card page, its controls, state and declined pickups, and the shared profiles.
  'GET /api/salt/pickup-options': 'manageCards',
  'GET /api/salt/cards/:id': 'manageCards',
  'PUT /api/salt/cards/:id/controls': 'manageCards',
  'POST /api/salt/cards/:id/suspend': 'manageCards',
  'POST /api/salt/cards/:id/resume': 'manageCards',
  'POST /api/salt/cards/:id/report-lost': 'manageCards',
  'GET /api/salt/cards/:id/declined-attempts': 'manageCards',
  'POST /api/salt/cards/:id/declined-attempts/:attemptId/override': 'manageCards',
  'GET /api/salt/control-profiles': 'manageCards',
  'POST /api/salt/control-profiles': 'manageCards',
  'PUT /api/salt/control-profiles/:id': 'manageCards',
  'DELETE /api/salt/control-profiles/:id': 'manageCards',
  // Autoload (ADR 0028): a saved payment card is a payment method, the owner's alone.
  'GET /api/salt/autoload': 'managePaymentMethods',
  'POST /api/salt/autoload/setup': 'managePaymentMethods',
  'POST /api/salt/autoload/setup/confirm': 'managePaymentMethods',
  'PUT /api/salt/autoload/:cardId': 'managePaymentMethods',
  'POST /api/salt/autoload/:cardId/cancel': 'managePaymentMethods',
  // Alerts (ADR 0029): each login its own.
  'GET /api/salt/account/alerts': 'chooseOwnAlerts',
  'PUT /api/salt/account/alerts': 'chooseOwnAlerts',
  // Quotes and orders (ADR 0032): drivers see none; owners and dispatchers accept or ask for changes.
  'GET /api/salt/requests': 'viewRequests',
  'GET /api/salt/requests/:id': 'viewRequests',
  'POST /api/salt/requests/:id/accept': 'acceptQuotes',
  'POST /api/salt/requests/:id/changes': 'acceptQuotes',
  // My List's estimate (ADR 0031): prices go with ordering salt, and so do the yards it is asked at (ADR 0036).
  'POST /api/salt/prices/estimate': 'orderSalt',
  'GET /api/salt/prices/yards': 'orderSalt',
  // "Order again" reads a past order's lines (ADR 0036): whoever sees the order.
  'GET /api/salt/requests/:id/order-again': 'viewRequests',
  // E-tickets and monthly statements (ADR 0035): a pickup's and a statement go with the transactions (a driver: their
  // cards'), a delivery's with the requests.
  'GET /api/salt/tickets/:transactionId': 'viewTransactions',
  'GET /api/salt/tickets/:transactionId/pdf': 'viewTransactions',
  'GET /api/salt/requests/:id/ticket': 'viewRequests',
  'GET /api/salt/requests/:id/ticket/pdf': 'viewRequests',
  'GET /api/salt/statements': 'viewTransactions',
  'GET /api/salt/statements/:month': 'viewTransactions',
  'GET /api/salt/statements/:month/pdf': 'viewTransactions',
  'GET /api/salt/statements/:month/csv': 'viewTransactions',
}
const accountRoutes = new Set(Object.keys(accountRoutePermissions))

/** Machine clients (the scale houses) with an X-Api-Key; a person's bearer token opens nothing here. */
const apiKeyRoutes = new Set(['POST /api/salt/pickups'])

/** Staff sections by the level access.ts gives them; the first matching prefix (or pattern) decides. */
const staffSections: Array<[prefix: string | RegExp, role: StaffRole]> = [
  // A yard-staff member's yards: owners and managers assign them, in the staff screens.
  [/^\/api\/salt\/admin\/staff\/[^/]+\/yards$/, 'manager'],
  ['/api/salt/admin/dashboard', 'yard'],
  ['/api/salt/admin/queue-counts', 'yard'],
  ['/api/salt/admin/locations', 'yard'],
  ['/api/salt/admin/weather/', 'yard'],
  ['/api/salt/freq', 'editor'],
  ['/api/salt/admin/productgroups', 'editor'],
  ['/api/salt/admin/prices', 'editor'],
  ['/api/salt/admin/products', 'editor'],
  ['/api/salt/admin/posts', 'editor'],
  ['/api/salt/admin/images', 'editor'],
  ['/api/salt/admin/documents', 'editor'],
  ['/api/salt/actDeact', 'manager'],
  ['/api/salt/retrynav', 'manager'],
  ['/api/salt/admin/nav-outage', 'manager'],
  ['/api/salt/admin/transactions', 'manager'],
  ['/api/salt/admin/customers', 'manager'],
  ['/api/salt/admin/cardrequests', 'manager'],
  ['/api/salt/admin/applications', 'manager'],
  ['/api/salt/admin/listrequests', 'manager'],
  ['/api/salt/admin/orders', 'manager'],
  ['/api/salt/admin/staff', 'owner'],
  ['/api/salt/admin/audit', 'owner'],
]

/** The policy for a route, or null when this table has no word for it (the walk fails on that). */
export function accessOf(route: ApiRoute): RouteAccess | null {
  if (publicRoutes.has(route.key)) return { kind: 'public' }
  if (accountRoutes.has(route.key)) return { kind: 'account' }
  if (apiKeyRoutes.has(route.key)) return { kind: 'api-key' }
  const section = staffSections.find(([prefix]) =>
    typeof prefix === 'string' ? route.path.startsWith(prefix) : prefix.test(route.path),
  )
  return section ? { kind: 'staff', role: section[1] } : null
}

export const staffRoles = Object.keys(staffLevels) as StaffRole[]

/** The guard's own refusals: what a route answers before it looks at the input. */
export const guardRefusals = {
  signedOut: { error: { code: 'unauthorized', message: 'Sign in to continue.' } },
  belowLevel: { error: { code: 'forbidden', message: 'You do not have access to this.' } },
  noApiKey: { error: { code: 'invalid_api_key', message: 'A valid X-Api-Key header is required.' } },
}
