import { and, desc, eq } from 'drizzle-orm'
import { mayOpenAlertPage } from '#domain/account/alerts.ts'
import type { DeclinedAttemptRow } from '#domain/salt-card/controls/answers.ts'
import type { ControlDeclineCode, DeclineCode } from '#domain/salt-card/controls/decline-codes.ts'
import type { AppDeps } from '#server/context.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { cardDeclinedAttempts, cardPickupOverrides, locations } from '#server/db/schema.ts'
import { sendAlert } from '#server/services/alerts/send-alert.ts'
import { torontoDateTime } from '#server/services/salt-card/toronto-time.ts'
import { declineAlertMail, declineSentence } from './control-mails.ts'

export interface DeclinedTicket {
  ticketNo: string
  locationSlug: string
  product: string
  milliTonnes: number
  amountCents: number
  printedAt: Date
  apiKeyId: number
}

interface DeclinedCard {
  id: number
  accountId: number
  cardNo: string
  name: string
  accountName: string
  eMail: string
}

/**
 * Records a refused pickup in the pickup's own transaction (which then commits: the refusal debits nothing) and, on
 * the first refusal of this ticket for this card, alerts the logins that chose declined pickups (ADR 0029): a scale
 * resending the same ticket sends no second alert.
 */
export async function recordDeclinedAttempt(
  tx: Tx,
  deps: Pick<AppDeps, 'config'>,
  decline: {
    card: DeclinedCard
    ticket: DeclinedTicket
    code: DeclineCode
    controlCodes: ControlDeclineCode[]
  },
  now: Date,
): Promise<void> {
  const { card, ticket } = decline
  const [earlier] = await tx
    .select({ id: cardDeclinedAttempts.id })
    .from(cardDeclinedAttempts)
    .where(and(eq(cardDeclinedAttempts.cardId, card.id), eq(cardDeclinedAttempts.ticketNo, ticket.ticketNo)))
    .limit(1)
  await tx.insert(cardDeclinedAttempts).values({
    cardId: card.id,
    ...ticket,
    code: decline.code,
    controlCodes: decline.controlCodes,
    createdAt: now,
  })
  if (earlier) return
  const [yard] = await tx
    .select({ name: locations.locationName })
    .from(locations)
    .where(eq(locations.slug, ticket.locationSlug))
  const site = deps.config.PUBLIC_SITE_URL.replace(/\/+$/, '')
  const attempt = {
    ...ticket,
    yard: yard?.name ?? ticket.locationSlug,
    at: torontoDateTime(ticket.printedAt),
  }
  const declined = { card, code: decline.code, attempt }
  await sendAlert(
    tx,
    {
      kind: 'declined',
      accountId: card.accountId,
      cardId: card.id,
      mail: ({ name, role }) =>
        declineAlertMail({
          ...declined,
          brandName: deps.config.BRAND_NAME,
          name,
          cardUrl: mayOpenAlertPage(role, 'card') ? `${site}/profile/cards/${card.id}` : null,
        }),
      summary: declineSentence(declined),
    },
    now,
  )
}

/** The card's declined attempts, newest first, each with the account's "allow once" if it gave one. */
export async function listDeclinedAttempts(
  db: Db,
  cardId: number,
  limit = 50,
): Promise<DeclinedAttemptRow[]> {
  const rows = await db
    .select({
      attempt: cardDeclinedAttempts,
      yardName: locations.locationName,
      expiresAt: cardPickupOverrides.expiresAt,
      usedAt: cardPickupOverrides.usedAt,
    })
    .from(cardDeclinedAttempts)
    .leftJoin(cardPickupOverrides, eq(cardPickupOverrides.declinedAttemptId, cardDeclinedAttempts.id))
    .leftJoin(locations, eq(locations.slug, cardDeclinedAttempts.locationSlug))
    .where(eq(cardDeclinedAttempts.cardId, cardId))
    .orderBy(desc(cardDeclinedAttempts.id))
    .limit(limit)
  return rows.map(({ attempt, yardName, expiresAt, usedAt }) => ({
    id: attempt.id,
    ticketNo: attempt.ticketNo,
    code: attempt.code as DeclineCode,
    controlCodes: attempt.controlCodes as ControlDeclineCode[],
    locationSlug: attempt.locationSlug,
    yardName: yardName ?? attempt.locationSlug,
    product: attempt.product,
    milliTonnes: attempt.milliTonnes,
    amountCents: attempt.amountCents,
    printedAt: attempt.printedAt.toISOString(),
    createdAt: attempt.createdAt.toISOString(),
    override: expiresAt
      ? { expiresAt: expiresAt.toISOString(), usedAt: usedAt?.toISOString() ?? null }
      : null,
  }))
}
