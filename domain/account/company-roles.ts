/**
 * The people of one customer company and what each may do (ADR 0027). This matrix is the one place that says it:
 * the API's guards read it, the account menu reads it, and the tests walk every endpoint against it.
 */
export const companyRoles = ['owner', 'dispatcher', 'accountant', 'driver'] as const
export type CompanyRole = (typeof companyRoles)[number]

/**
 * The roles the account's own login may hold. Not driver: a driver holds cards of their own, and the account's login
 * is the company's, so a driver is invited with their own address.
 */
export const ownLoginRoles = ['owner', 'dispatcher', 'accountant'] as const satisfies readonly CompanyRole[]
export type OwnLoginRole = (typeof ownLoginRoles)[number]

export const companyRoleNames: Record<CompanyRole, string> = {
  owner: 'Owner',
  dispatcher: 'Dispatcher',
  accountant: 'Accountant',
  driver: 'Driver',
}

export const companyRoleSummaries: Record<CompanyRole, string> = {
  owner: 'Everything, including users and payments.',
  dispatcher: 'Cards, card requests and salt orders; no payments.',
  accountant: 'Transactions, statements and loading funds.',
  driver: 'Only the cards assigned to them: balance, pickup code and their pickups.',
}

const everyone = companyRoles

/** Each customer action and the roles allowed it. */
export const companyPermissions = {
  /** The account and its cards with balances (a driver: only the cards assigned to them). */
  viewCards: everyone,
  /** Rename and deactivate cards; their page, controls, suspension, loss and declined pickups (ADR 0026). */
  manageCards: ['owner', 'dispatcher'],
  /** Ask for more cards. */
  requestCards: ['owner', 'dispatcher'],
  /** Send a My List order under the account. */
  orderSalt: ['owner', 'dispatcher'],
  /** Transactions and their CSV statement (a driver: the pickups of their own cards). */
  viewTransactions: ['owner', 'accountant', 'driver'],
  /** Load funds onto a card (payments). */
  loadFunds: ['owner', 'accountant'],
  /** Save a payment card for a Salt Card's autoload, and change or stop it (ADR 0028). */
  managePaymentMethods: ['owner'],
  /** Each login changes its own password. */
  changeOwnPassword: everyone,
  /** Each login chooses its own alerts and their delivery (ADR 0029); what each role may receive is alerts.ts'. */
  chooseOwnAlerts: everyone,
  /** Invite, change and remove the account's users. */
  manageUsers: ['owner'],
  /** The account's list requests, their quotes and orders (ADR 0032); drivers do not see them. */
  viewRequests: ['owner', 'dispatcher', 'accountant'],
  /** Accept a quote (which makes an order) or ask for changes to it: who orders salt (ADR 0032). */
  acceptQuotes: ['owner', 'dispatcher'],
} as const satisfies Record<string, readonly CompanyRole[]>
export type CompanyPermission = keyof typeof companyPermissions

export function mayUse(role: CompanyRole, permission: CompanyPermission): boolean {
  return (companyPermissions[permission] as readonly CompanyRole[]).includes(role)
}

/** A driver sees only the cards assigned to them; everyone else sees all the account's cards. */
export const seesAssignedCardsOnly = (role: CompanyRole) => role === 'driver'
