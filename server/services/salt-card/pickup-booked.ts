import { eq } from 'drizzle-orm'
import { mayOpenAlertPage, pickupAlertPage } from '#domain/account/alerts.ts'
import type { CompanyRole } from '#domain/account/company-roles.ts'
import type { AppDeps } from '#server/context.ts'
import type { Tx } from '#server/db/client.ts'
import { type LedgerEntry, locations } from '#server/db/schema.ts'
import { type PickupAlert, pickupAlertMail, pickupSummary } from '#server/services/alerts/alert-mails.ts'
import { sendAlert } from '#server/services/alerts/send-alert.ts'
import { recordAudit } from '#server/services/audit.ts'
import type { ApiKeyGrant } from './api-keys.ts'
import { lowBalanceMail, lowBalanceSentence } from './mails.ts'
import { torontoDateTime } from './toronto-time.ts'

export interface BookedPickup {
  entry: LedgerEntry
  lowBalanceAlert: boolean
  ticket: { ticketNo: string; amountCents: number; locationSlug: string; tonnes: string; product: string }
  card: {
    id: number
    accountId: number
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
 * the details), the pickup alert and, when the pickup took the balance below the account's threshold, the
 * low-balance alert, each to the logins that chose it (ADR 0029).
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
  const site = deps.config.PUBLIC_SITE_URL.replace(/\/+$/, '')
  const brandName = deps.config.BRAND_NAME
  const [yard] = await tx
    .select({ name: locations.locationName })
    .from(locations)
    .where(eq(locations.slug, ticket.locationSlug))
  const at = torontoDateTime(entry.printedAt)
  const pickup: Omit<PickupAlert, 'link'> = {
    card,
    ticketNo: ticket.ticketNo,
    yard: yard?.name ?? ticket.locationSlug,
    product: ticket.product,
    tonnes: ticket.tonnes,
    amountCents: ticket.amountCents,
    balanceCents: entry.balanceAfterCents,
    at,
  }
  // Each reader gets the page their role may open: a dispatcher cannot open e-tickets, only the card's page.
  const pages = { ticket: `${site}/profile/tickets/${entry.id}`, card: `${site}/profile/cards/${card.id}` }
  const pickupFor = (role: CompanyRole): PickupAlert => {
    const page = pickupAlertPage(role)
    return { ...pickup, link: page && { page, url: pages[page] } }
  }
  const alert = { accountId: card.accountId, cardId: card.id }
  await sendAlert(
    tx,
    {
      ...alert,
      kind: 'pickup',
      mail: ({ name, role }) => pickupAlertMail({ ...pickupFor(role), brandName, name }),
      summary: ({ role }) => pickupSummary(pickupFor(role)),
    },
    now,
  )
  if (!lowBalanceAlert) return
  await sendAlert(
    tx,
    {
      ...alert,
      kind: 'lowBalance',
      mail: ({ name, role }) =>
        lowBalanceMail({
          brandName,
          name,
          card,
          balanceCents: entry.balanceAfterCents,
          thresholdCents: card.thresholdCents,
          loadUrl: mayOpenAlertPage(role, 'loadFunds') ? `${site}/profile/load-card?card=${card.id}` : null,
          hotline: deps.config.HOTLINE[0] ?? '',
        }),
      summary: lowBalanceSentence(card, entry.balanceAfterCents, card.thresholdCents),
    },
    now,
  )
}
