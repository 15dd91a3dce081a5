import { mayOpenAlertPage } from '#domain/account/alerts.ts'
import { and, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm'
import { torontoDateAndTime } from '#domain/kernel/shop-time/format.ts'
import { type CardControls, cardControlsSchema } from '#domain/salt-card/controls/schemas.ts'
import { warnsCustomers } from '#domain/weather/cap-alert.ts'
import { type StormWarningFacts, alertTitle } from '#domain/weather/storm-warning-texts.ts'
import type { AppDeps } from '#server/context.ts'
import type { Tx } from '#server/db/client.ts'
import {
  type WeatherAlert,
  accounts,
  autoloadSettings,
  cardControlProfiles,
  cardControls,
  cardLedger,
  cards,
  locations,
  stormWarningMails,
} from '#server/db/schema.ts'
import { alertRecipients } from '#server/services/alerts/alert-recipients.ts'
import { enqueueMail } from '#server/services/mail/outbox.ts'
import { stormWarningMail } from './storm-warning-mail.ts'

/** A card that may be warned: active, not suspended, of an open account, under the account's threshold. */
async function lowCards(tx: Tx, alertId: number) {
  const balance = sql<number>`coalesce((select ${cardLedger.balanceAfterCents} from ${cardLedger}
    where ${cardLedger.cardId} = ${cards.id} order by ${cardLedger.id} desc limit 1), 0)`.mapWith(Number)
  const warned = sql`exists (select 1 from ${stormWarningMails} where ${stormWarningMails.alertId} = ${alertId}
    and ${stormWarningMails.cardId} = ${cards.id})`
  return tx
    .select({
      id: cards.id,
      cardNo: cards.cardNo,
      name: cards.name,
      accountId: cards.accountId,
      thresholdCents: accounts.lowBalanceThresholdCents,
      balanceCents: balance,
      ownControls: cardControls.controls,
      profileControls: cardControlProfiles.controls,
      autoload: {
        status: autoloadSettings.status,
        thresholdCents: autoloadSettings.thresholdCents,
        topUpCents: autoloadSettings.topUpCents,
      },
    })
    .from(cards)
    .innerJoin(accounts, eq(accounts.id, cards.accountId))
    .leftJoin(cardControls, eq(cardControls.cardId, cards.id))
    .leftJoin(cardControlProfiles, eq(cardControlProfiles.id, cardControls.profileId))
    .leftJoin(autoloadSettings, eq(autoloadSettings.cardId, cards.id))
    .where(
      and(
        eq(cards.status, 'active'),
        isNull(cards.suspendedAt),
        gte(accounts.active, 1),
        lt(balance, accounts.lowBalanceThresholdCents),
        sql`not ${warned}`,
      ),
    )
    .orderBy(cards.id)
}

/** The yards of the alert this card may use: all of them without controls or with "every yard". */
function usableYards(controls: unknown, alertYardIds: readonly number[]): number[] {
  if (controls === null) return [...alertYardIds]
  const parsed: CardControls = cardControlsSchema.parse(controls)
  return parsed.yardIds === null
    ? [...alertYardIds]
    : alertYardIds.filter((id) => parsed.yardIds!.includes(id))
}

/** "18:00" on the Toronto day of `now`, "2026-01-16 18:00" on a later one. */
function wallClockFrom(instant: Date, now: Date): string {
  const at = torontoDateAndTime(instant.toISOString())
  return at.date === torontoDateAndTime(now.toISOString()).date ? at.time : `${at.date} ${at.time}`
}

/**
 * Warns the accounts of low cards that an orange or red alert covers a yard they may use (ADR 0037), in the intake's
 * transaction: per card, first the claim row (alert, card), then one outbox mail per login that takes low-balance
 * alerts. A card claimed before (an earlier message of the alert, a restart, another process whose insert this one
 * waited on) is skipped, so each card gets one warning per alert, never more. Answers the cards warned.
 */
export async function warnLowCardsOfAlert(
  tx: Tx,
  deps: Pick<AppDeps, 'config'>,
  alert: WeatherAlert,
  alertYardIds: readonly number[],
  now: Date,
): Promise<number> {
  const inForce = !alert.cancelledAt && (!alert.expires || alert.expires > now)
  if (!warnsCustomers(alert.colour) || !inForce || alertYardIds.length === 0) return 0
  const yards = await tx
    .select({ id: locations.id, name: locations.locationName })
    .from(locations)
    .where(inArray(locations.id, [...alertYardIds]))
    .orderBy(locations.locationName)
  const site = deps.config.PUBLIC_SITE_URL.replace(/\/+$/, '')
  let warned = 0
  for (const card of await lowCards(tx, alert.id)) {
    const usable = usableYards(
      card.ownControls ?? card.profileControls,
      yards.map((yard) => yard.id),
    )
    if (usable.length === 0) continue
    const facts: StormWarningFacts = {
      title: alertTitle(alert.headline),
      yards: yards.filter((yard) => usable.includes(yard.id)).map((yard) => yard.name),
      from: alert.onset && alert.onset > now ? wallClockFrom(alert.onset, now) : null,
      until: alert.expires ? Object.values(torontoDateAndTime(alert.expires.toISOString())).join(' ') : null,
      card,
      balanceCents: card.balanceCents,
      thresholdCents: card.thresholdCents,
    }
    // Autoload tops up when a pickup crosses its threshold: a card already below it is not topped up by the next one.
    const autoload =
      card.autoload?.status === 'on' && card.balanceCents >= card.autoload.thresholdCents
        ? card.autoload
        : null
    const recipients = await alertRecipients(tx, {
      accountId: card.accountId,
      cardId: card.id,
      kind: 'lowBalance',
    })
    const [claimed] = await tx
      .insert(stormWarningMails)
      .values({ alertId: alert.id, cardId: card.id, recipients: recipients.length, createdAt: now })
      .onConflictDoNothing()
      .returning({ cardId: stormWarningMails.cardId })
    if (!claimed) continue
    for (const recipient of recipients)
      await enqueueMail(tx, {
        toAddress: recipient.eMail,
        ...stormWarningMail({
          ...facts,
          autoload,
          name: recipient.name,
          brandName: deps.config.BRAND_NAME,
          hotline: deps.config.HOTLINE[0] ?? '',
          loadUrl: mayOpenAlertPage(recipient.role, 'loadFunds')
            ? `${site}/profile/load-card?card=${card.id}`
            : null,
        }),
      })
    warned++
  }
  return warned
}
