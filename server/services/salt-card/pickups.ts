import { eq } from 'drizzle-orm'
import { z } from 'zod'
import type { ControlDeclineCode, DeclineCode } from '#domain/salt-card/controls/decline-codes.ts'
import { milliTonnesOf } from '#domain/salt-card/controls/evaluate.ts'
import type { AppDeps } from '#server/context.ts'
import { queueAutoloadOnCrossing } from '#server/services/autoload/autoload-crossing.ts'
import { flagPickupPriceMismatch } from '#server/services/prices/pickup-price-check.ts'
import { accounts, cards } from '#server/db/schema.ts'
import type { ApiKeyGrant } from './api-keys.ts'
import { recordDeclinedAttempt } from './controls/declines.ts'
import { markOverrideUsed } from './controls/overrides.ts'
import { cardGateVerdict } from './controls/pickup-gate.ts'
import { appendLedgerEntry, findLedgerEntry } from './ledger.ts'
import { maxCents } from './ledger-math.ts'
import { recordBookedPickup } from './pickup-booked.ts'
import { type PickupPlaceRefusal, checkPickupPlace } from './pickup-checks.ts'
import { type PrintedTimeProblem, printedTimeProblem } from './pickup-window.ts'

/** numeric(10, 3): up to 9,999,999.999 tonnes, written with exactly three decimals. */
const tonnesSchema = z
  .union([z.number(), z.string()])
  .transform((value) => String(value).trim())
  .refine(
    (value) => /^\d{1,7}(\.\d{1,3})?$/.test(value) && Number(value) > 0,
    'Tonnes above 0, up to 3 decimals.',
  )
  .transform((value) => Number(value).toFixed(3))

/** A scale-house ticket (`POST /api/salt/pickups`). */
export const pickupSchema = z.object({
  ticketNo: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]{0,63}$/, 'Letters, digits and . _ / - (up to 64).'),
  cardNo: z
    .string()
    .trim()
    .regex(/^\d{8,19}$/, 'The card number: 8 to 19 digits.'),
  locationSlug: z
    .string()
    .trim()
    .max(80)
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'A location slug such as "bradford".'),
  product: z.string().trim().min(1).max(120),
  tonnes: tonnesSchema,
  amountCents: z.number().int().positive().max(maxCents),
  PrintedDateTime: z.iso.datetime({ offset: true, error: 'An ISO 8601 date and time with its offset.' }),
})
export type PickupInput = z.infer<typeof pickupSchema>

export interface PickupResponse {
  success: true
  ticketNo: string
  cardNo: string
  ledgerId: number
  amountCents: number
  balanceCents: number
}

export type PickupResult =
  | { outcome: 'recorded'; body: PickupResponse; replayed: boolean }
  | { outcome: PickupPlaceRefusal }
  | { outcome: 'card-not-found' }
  | { outcome: 'card-deactivated' }
  | { outcome: 'printed-time'; problem: PrintedTimeProblem }
  /** The ticket number is already booked, for another card or amount. */
  | { outcome: 'ticket-conflict' }
  /**
   * Refused for the card's state, its controls or its balance (none tells the balance: the caller is a scale house),
   * and recorded as a declined attempt the account sees.
   */
  | { outcome: 'declined'; code: DeclineCode }

/** Who sends the ticket: the key (its yards) and the address, for the audit row. */
export interface PickupSender {
  key: ApiKeyGrant
  ip: string | null
}

/**
 * Debits a card for a scale ticket sent with `sender.key`. The yard must be one of the key's and exist, the product
 * must be in the catalogue, and a new ticket must be printed within the window (pickup-window.ts). The card row is
 * locked first, so parallel tickets of one card are booked one after the other; a ticket number already booked
 * answers what it answered the first time and debits nothing. Then the card itself: a lost or suspended card, a
 * ticket its controls refuse (ADR 0026) or a balance that does not cover it is declined, the attempt recorded in
 * this transaction, which commits with no debit. Each debit writes its audit row in its transaction. A pickup that
 * takes the balance below the account's threshold queues the low-balance alert, once per crossing.
 */
export async function recordPickup(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  input: PickupInput,
  sender: PickupSender,
): Promise<PickupResult> {
  const now = deps.now()
  const answer = (entry: { id: number; balanceAfterCents: number }): PickupResponse => ({
    success: true,
    ticketNo: input.ticketNo,
    cardNo: input.cardNo,
    ledgerId: entry.id,
    amountCents: input.amountCents,
    balanceCents: entry.balanceAfterCents,
  })
  return deps.db.transaction(async (tx): Promise<PickupResult> => {
    const place = await checkPickupPlace(tx, sender.key, input)
    if ('refusal' in place) return { outcome: place.refusal }
    const [card] = await tx
      .select({
        id: cards.id,
        accountId: cards.accountId,
        cardNo: cards.cardNo,
        name: cards.name,
        status: cards.status,
        suspendedAt: cards.suspendedAt,
        lostAt: cards.lostAt,
        accountActive: accounts.active,
        accountName: accounts.name,
        eMail: accounts.eMail,
        thresholdCents: accounts.lowBalanceThresholdCents,
      })
      .from(cards)
      .innerJoin(accounts, eq(accounts.id, cards.accountId))
      .where(eq(cards.cardNo, input.cardNo))
      .for('update', { of: cards })
    if (!card) return { outcome: 'card-not-found' }

    const booked = await findLedgerEntry(tx, 'pickup', input.ticketNo)
    if (booked) {
      const same = booked.cardId === card.id && booked.amountCents === -input.amountCents
      return same
        ? { outcome: 'recorded', body: answer(booked), replayed: true }
        : { outcome: 'ticket-conflict' }
    }
    const printedAt = new Date(input.PrintedDateTime)
    const timeProblem = printedTimeProblem(printedAt, now)
    if (timeProblem) return { outcome: 'printed-time', problem: timeProblem }

    const ticket = {
      ticketNo: input.ticketNo,
      locationSlug: input.locationSlug,
      product: place.productName,
      milliTonnes: milliTonnesOf(input.tonnes),
      amountCents: input.amountCents,
      printedAt,
      apiKeyId: sender.key.id,
    }
    const decline = async (code: DeclineCode, controlCodes: ControlDeclineCode[] = []) => {
      await recordDeclinedAttempt(tx, deps, { card, ticket, code, controlCodes }, now)
      return { outcome: 'declined' as const, code }
    }
    const gate = await cardGateVerdict(
      tx,
      card,
      { ...ticket, yardId: place.yard.id, productId: place.productId, yardHours: place.yard },
      now,
    )
    if (gate.verdict === 'deactivated') return { outcome: 'card-deactivated' }
    if (gate.verdict === 'declined') return decline(gate.code, gate.controlCodes)

    const debit = await appendLedgerEntry(
      tx,
      {
        cardId: card.id,
        type: 'pickup',
        amountCents: -input.amountCents,
        externalRef: input.ticketNo,
        printedAt,
        locationSlug: input.locationSlug,
        product: place.productName,
        tonnes: input.tonnes,
      },
      now,
    )
    if (debit.outcome === 'card-not-found') return { outcome: 'card-not-found' }
    if (debit.outcome === 'replayed')
      return { outcome: 'recorded', body: answer(debit.entry), replayed: true }
    if (debit.outcome === 'refused') return decline('insufficient_funds')
    if (gate.overrideId !== null) await markOverrideUsed(tx, gate.overrideId, debit.entry.id, now)
    // Autoload (ADR 0028): a top-up queued in this transaction when the debit crossed the card's threshold.
    await queueAutoloadOnCrossing(tx, card.id, debit, now)
    await recordBookedPickup(
      tx,
      deps,
      {
        entry: debit.entry,
        lowBalanceAlert: debit.lowBalanceAlert,
        ticket: { ...ticket, tonnes: input.tonnes },
        card,
        sender,
      },
      now,
    )
    // Prices (ADR 0031): booked as sent; flagged for staff when the shop's price per tonne says otherwise.
    await flagPickupPriceMismatch(tx, {
      ledgerId: debit.entry.id,
      accountId: card.accountId,
      locationId: place.yard.id,
      productId: place.productId,
      milliTonnes: ticket.milliTonnes,
      sentCents: input.amountCents,
      printedAt,
    })
    return { outcome: 'recorded', body: answer(debit.entry), replayed: false }
  })
}
