import type { Db, Tx } from '#server/db/client.ts'
import { auditLog } from '#server/db/schema.ts'

/**
 * Security-relevant changes and every change staff make in the admin area; sign-ins are not audited (failures are
 * counted by the rate limits). Admin changes are named `{entity}.{verb}`, e.g. `products.updated`.
 */
export type AuditAction =
  | `${AuditedEntity}.${'created' | 'updated' | 'deleted'}`
  | 'password.changed'
  | 'account.activated'
  | 'account.deactivated'
  | 'admin.created'
  | 'card.renamed'
  | 'card.deactivated'
  /** Card controls (ADR 0026): a card's choice of controls, its suspension, a lost card's replacement. */
  | 'card.controls-changed'
  | 'card.suspended'
  | 'card.resumed'
  | 'card.reported-lost'
  /** The account let one refused ticket past the card's controls, and the scale's retry used it. */
  | 'card.override-granted'
  | 'card.override-used'
  | `control-profile.${'created' | 'updated' | 'deleted'}`
  | 'api-key.created'
  /** A manager's immediate NAV attempt at a failed or dead posting (retrynav), with NAV's answer. */
  | 'nav-posting.retried'
  /** The NAV sandbox's fault switch ("Simulate NAV outage") turned on or off. */
  | 'nav-outage.switched'
  /** A scale house's ticket debited a card (the actor is the API key, named in the details). */
  | 'pickup.recorded'
  | 'customers.set-password-link-sent'
  | 'cards.adjusted'
  | 'cardrequests.fulfilled'
  | 'applications.approved'
  | 'applications.declined'
  | 'staff.invited'
  | 'staff.deactivated'
  | 'staff.reactivated'
  | 'staff.set-password-link-sent'
  /** An owner or manager changed the yards a yard-staff member holds (before and after: location ids). */
  | 'staff.yards-changed'
  /** A customer saved a card for autoload, changed its settings, or autoload stopped (ADR 0028). */
  | 'autoload.set-up'
  | 'autoload.changed'
  | 'autoload.stopped'
  /**
   * A top-up the processor never answered, given up after its idempotency window with no charge found (ADR 0038):
   * for staff to check against the processor's dashboard.
   */
  | 'autoload.charge-not-found'
  /**
   * A top-up still unsettled when its idempotency window closed, because the processor's lookup did not answer or the
   * charge was still processing (ADR 0038): the worker keeps looking every six hours; staff may check meanwhile.
   */
  | 'autoload.charge-unconfirmed'
  /** A customer company's owner changed its users (ADR 0027); the details name the acting login. */
  | 'account-users.invited'
  | 'account-users.role-changed'
  | 'account-users.cards-assigned'
  | 'account-users.removed'
  | 'account-login.role-changed'
  /** A login chose which alerts it gets and how (ADR 0029). */
  | 'alert-preferences.changed'
  /** A customer accepted a quote version (an order was made) or asked for changes (ADR 0032). */
  | 'quote.accepted'
  | 'quote.changes-requested'
  /** Prices (ADR 0031): a new row of a price's history, and the product's public-prices switch. */
  | 'prices.list-price-set'
  | 'prices.delivery-fee-set'
  | 'prices.contract-price-set'
  | 'prices.public-prices-switched'

/** What staff edit in the admin area; the audit subject is `{entity}/{id}` (freq's url shape). */
export type AuditedEntity =
  | 'locations'
  | 'productgroups'
  | 'products'
  | 'blogs'
  | 'news'
  | 'images'
  | 'documents'
  | 'customers'
  | 'cards'
  | 'applications'
  | 'listrequests'
  | 'cardrequests'
  | 'weather'
  | 'storms'
  | 'staff'
  | 'quotes'
  | 'orders'

/** A JSON value as stored in an audit row's details (before/after snapshots included). */
export type AuditValue = string | number | boolean | null | AuditValue[] | { [key: string]: AuditValue }

export interface AuditEntry {
  action: AuditAction
  /** Who did it; null when nobody was signed in (a reset link, a command-line script). */
  actorAccountId: number | null
  /** What it was done to, e.g. a customer number. */
  subject: string
  details?: Record<string, AuditValue>
  ip?: string | null
  at: Date
}

/** Written in the caller's transaction, so the record exists if and only if the change does. */
export async function recordAudit(tx: Db | Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    action: entry.action,
    actorAccountId: entry.actorAccountId,
    subject: entry.subject,
    details: entry.details ?? {},
    ip: entry.ip ?? null,
    createdAt: entry.at,
  })
}
