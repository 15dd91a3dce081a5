import { z } from 'zod'
import { type CompanyPermission, type CompanyRole, mayUse } from './company-roles.ts'
import { alertKindNames, alertKindsNotForRoleText } from './alert-texts.ts'

/**
 * The alerts a login of a company may get by mail (ADR 0029), and how: at once, or in one daily digest. One rule for
 * the form and the API; the server also filters by role and, for drivers, by their cards when it sends.
 */
export const alertKinds = ['pickup', 'declined', 'lowBalance', 'autoload', 'controls'] as const
export type AlertKind = (typeof alertKinds)[number]

export const alertDeliveries = ['now', 'daily'] as const
export type AlertDelivery = (typeof alertDeliveries)[number]

/**
 * What each role may receive, from the role matrix (company-roles.ts): what the role may see of a card. Autoload
 * results are payments (owner, accountant); declines and controls are the card's page (owner, dispatcher) and the
 * driver's own card at the scale; pickups and balances are every role's, a driver's for their cards only.
 */
export const alertKindsByRole: Record<CompanyRole, readonly AlertKind[]> = {
  owner: alertKinds,
  dispatcher: ['pickup', 'declined', 'lowBalance', 'controls'],
  accountant: ['pickup', 'lowBalance', 'autoload'],
  driver: ['pickup', 'declined', 'lowBalance', 'controls'],
}

export const mayReceive = (role: CompanyRole, kind: AlertKind) => alertKindsByRole[role].includes(kind)

/** The account pages alert mails link, and the permission that opens each (company-roles.ts). */
const alertPagePermissions = {
  ticket: 'viewTransactions',
  card: 'manageCards',
  loadFunds: 'loadFunds',
} as const satisfies Record<string, CompanyPermission>
export type AlertPage = keyof typeof alertPagePermissions

/** Whether an alert may link `page` for a reader of `role`: a mail never links a page its reader may not open. */
export const mayOpenAlertPage = (role: CompanyRole, page: AlertPage) =>
  mayUse(role, alertPagePermissions[page])

/**
 * The page a pickup alert links for a role: the pickup's e-ticket for whoever may open transactions, else the card's
 * page for whoever manages cards (a dispatcher), else none.
 */
export function pickupAlertPage(role: CompanyRole): 'ticket' | 'card' | null {
  if (mayOpenAlertPage(role, 'ticket')) return 'ticket'
  if (mayOpenAlertPage(role, 'card')) return 'card'
  return null
}

/**
 * Before anyone chooses: today's mails to the account's e-mail become the account's own login's alerts, whatever its
 * role (it is that address); invited owners get the same; everyone else gets none until they choose.
 */
const todaysAlerts: readonly AlertKind[] = ['declined', 'lowBalance', 'autoload', 'controls']

export function defaultAlertKinds(role: CompanyRole, ownLogin: boolean): AlertKind[] {
  if (!ownLogin && role !== 'owner') return []
  return todaysAlerts.filter((kind) => mayReceive(role, kind))
}

/** The choice as the form and the API send it: the kinds wanted (each once, each allowed the role) and the delivery. */
export const alertPreferencesSchemaFor = (role: CompanyRole) =>
  z.object({
    kinds: z
      .array(z.enum(alertKinds, { error: 'Choose among the alerts listed.' }), {
        error: 'Choose among the alerts listed.',
      })
      .max(alertKinds.length)
      .refine((kinds) => new Set(kinds).size === kinds.length, 'Each alert once.')
      .superRefine((kinds, context) => {
        const refused = kinds.filter((kind) => !mayReceive(role, kind))
        if (refused.length)
          context.addIssue({
            code: 'custom',
            message: alertKindsNotForRoleText(refused.map((kind) => alertKindNames[kind])),
          })
      }),
    delivery: z.enum(alertDeliveries, { error: 'Choose at once or a daily digest.' }),
  })
export type AlertPreferencesInput = z.infer<ReturnType<typeof alertPreferencesSchemaFor>>

/** `GET /api/salt/account/alerts`: the login's choice (or its default) and what its role may choose. */
export interface AlertPreferencesView {
  kinds: AlertKind[]
  delivery: AlertDelivery
  allowedKinds: AlertKind[]
  role: CompanyRole
  /** True until the login saves a choice: the kinds are the default of ADR 0029. */
  isDefault: boolean
}
