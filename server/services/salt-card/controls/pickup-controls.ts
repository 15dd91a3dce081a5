import { and, eq, gt, gte, isNull, lt, sql } from 'drizzle-orm'
import type { ControlDeclineCode } from '#domain/salt-card/controls/decline-codes.ts'
import {
  type ControlledPickup,
  type PickupUsage,
  controlRefusals,
} from '#domain/salt-card/controls/evaluate.ts'
import { torontoPeriods } from '#domain/salt-card/controls/periods.ts'
import type { Tx } from '#server/db/client.ts'
import { cardLedger, cardPickupOverrides } from '#server/db/schema.ts'
import { controlsOfCard } from './card-controls.ts'

/**
 * What the card's pickups booked in the ticket's Toronto day and week (by their printed time, as the ticket is
 * counted). Run under the card's row lock, so a parallel ticket of the same card waits and then sees this one.
 */
async function pickupUsage(tx: Tx, cardId: number, printedAt: Date): Promise<PickupUsage> {
  const { day, week } = torontoPeriods(printedAt.getTime())
  const dayStart = new Date(day.start)
  const dayEnd = new Date(day.end)
  const inDay = sql`${cardLedger.printedAt} >= ${dayStart} and ${cardLedger.printedAt} < ${dayEnd}`
  const [row] = await tx
    .select({
      dayMilliTonnes: sql`coalesce(sum(${cardLedger.tonnes} * 1000) filter (where ${inDay}), 0)`.mapWith(
        Number,
      ),
      weekMilliTonnes: sql`coalesce(sum(${cardLedger.tonnes} * 1000), 0)`.mapWith(Number),
      dayCents: sql`coalesce(-sum(${cardLedger.amountCents}) filter (where ${inDay}), 0)`.mapWith(Number),
      weekCents: sql`coalesce(-sum(${cardLedger.amountCents}), 0)`.mapWith(Number),
    })
    .from(cardLedger)
    .where(
      and(
        eq(cardLedger.cardId, cardId),
        eq(cardLedger.type, 'pickup'),
        gte(cardLedger.printedAt, new Date(week.start)),
        lt(cardLedger.printedAt, new Date(week.end)),
      ),
    )
  return row ?? { dayMilliTonnes: 0, weekMilliTonnes: 0, dayCents: 0, weekCents: 0 }
}

export type ControlsVerdict =
  | { passed: true; overrideId: number | null }
  /** `codes`: every control broken (and not allowed once), the one to answer first. */
  | { passed: false; codes: [ControlDeclineCode, ...ControlDeclineCode[]] }

/**
 * Checks a ticket against the card's controls (its own or its profile's), inside the pickup's transaction and under
 * the card's row lock. An unused, unexpired "allow once" of the account for this very ticket lets through the
 * controls it names; the verdict names the override so the caller marks it used with the debit.
 */
export async function checkCardControls(
  tx: Tx,
  card: { id: number },
  pickup: ControlledPickup & { ticketNo: string },
  now: Date,
): Promise<ControlsVerdict> {
  const controls = await controlsOfCard(tx, card.id)
  if (!controls) return { passed: true, overrideId: null }
  const broken = controlRefusals(controls, pickup, await pickupUsage(tx, card.id, pickup.printedAt))
  if (broken.length === 0) return { passed: true, overrideId: null }
  const [override] = await tx
    .select({ id: cardPickupOverrides.id, controlCodes: cardPickupOverrides.controlCodes })
    .from(cardPickupOverrides)
    .where(
      and(
        eq(cardPickupOverrides.cardId, card.id),
        eq(cardPickupOverrides.ticketNo, pickup.ticketNo),
        eq(cardPickupOverrides.milliTonnes, pickup.milliTonnes),
        eq(cardPickupOverrides.amountCents, pickup.amountCents),
        isNull(cardPickupOverrides.usedAt),
        gt(cardPickupOverrides.expiresAt, now),
      ),
    )
    .orderBy(cardPickupOverrides.id)
    .limit(1)
  const left = broken.filter((code) => !override?.controlCodes.includes(code))
  const [first, ...rest] = left
  if (first) return { passed: false, codes: [first, ...rest] }
  return { passed: true, overrideId: override!.id }
}
