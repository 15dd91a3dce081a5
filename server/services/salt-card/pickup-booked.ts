import type { AppDeps } from '#server/context.ts'
import type { Tx } from '#server/db/client.ts'
import type { LedgerEntry } from '#server/db/schema.ts'
import { recordAudit } from '#server/services/audit.ts'
import { enqueueMail } from '#server/services/mail/outbox.ts'
import type { ApiKeyGrant } from './api-keys.ts'
import { lowBalanceMail } from './mails.ts'

export interface BookedPickup {
  entry: LedgerEntry
  lowBalanceAlert: boolean
  ticket: { ticketNo: string; amountCents: number; locationSlug: string; tonnes: string; product: string }
  card: {
    id: number
    cardNo: string
    name: string
    accountName: string
    eMail: string
    thresholdCents: number
  }
  sender: { key: ApiKeyGrant; ip: string | null }
}

/**
 * What a debit writes beside its ledger entry, in its transaction: the audit row (the actor is the API key, named in
 * the details) and, when the pickup took the balance below the account's threshold, the low-balance alert.
 */
export async function recordBookedPickup(
  tx: Tx,
  deps: Pick<AppDeps, 'config'>,
  { entry, lowBalanceAlert, ticket, card, sender }: BookedPickup,
  now: Date,
): Promise<void> {
  await recordAudit(tx, {
    action: 'pickup.recorded',
    actorAccountId: null,
    subject: `cards/${card.id}`,
    details: {
      ledgerId: entry.id,
      ticketNo: ticket.ticketNo,
      cardNo: card.cardNo,
      amountCents: ticket.amountCents,
      locationSlug: ticket.locationSlug,
      product: ticket.product,
      tonnes: ticket.tonnes,
      apiKeyId: sender.key.id,
      apiKeyName: sender.key.name,
    },
    ip: sender.ip,
    at: now,
  })
  if (!lowBalanceAlert) return
  const site = deps.config.PUBLIC_SITE_URL.replace(/\/+$/, '')
  const mail = lowBalanceMail({
    brandName: deps.config.BRAND_NAME,
    name: card.accountName,
    card,
    balanceCents: entry.balanceAfterCents,
    thresholdCents: card.thresholdCents,
    loadUrl: `${site}/profile/load-card?card=${card.id}`,
    hotline: deps.config.HOTLINE[0] ?? '',
  })
  await enqueueMail(tx, { toAddress: card.eMail, ...mail })
}
