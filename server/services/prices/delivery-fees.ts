import { and, desc, eq, lte } from 'drizzle-orm'
import { torontoDate } from '#domain/kernel/shop-time/format.ts'
import { dollarsToCents } from '#domain/kernel/money.ts'
import type { AdminDeliveryFees } from '#domain/prices/answers.ts'
import { historyStates } from '#domain/prices/history.ts'
import type { DeliveryFeeInput } from '#domain/prices/schemas.ts'
import type { AppDeps } from '#server/context.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { accounts, deliveryFees, locations } from '#server/db/schema.ts'
import { recordAudit } from '#server/services/audit.ts'
import type { StaffActor } from '#server/services/admin/content-change.ts'
import { assertYard, yardOptions } from './price-rows.ts'

/** Every yard's delivery fees, newest first, each row with its state today. */
export async function listDeliveryFees(deps: Pick<AppDeps, 'db' | 'now'>): Promise<AdminDeliveryFees> {
  const today = torontoDate(deps.now())
  const rows = await deps.db
    .select({
      id: deliveryFees.id,
      locationId: deliveryFees.locationId,
      locationName: locations.locationName,
      cents: deliveryFees.cents,
      effectiveFrom: deliveryFees.effectiveFrom,
      createdAt: deliveryFees.createdAt,
      staffName: accounts.name,
    })
    .from(deliveryFees)
    .innerJoin(locations, eq(locations.id, deliveryFees.locationId))
    .leftJoin(accounts, eq(accounts.id, deliveryFees.staffAccountId))
    .orderBy(desc(deliveryFees.effectiveFrom), desc(deliveryFees.id))
  const states = historyStates(rows, today, (row) => String(row.locationId))
  return {
    yards: await yardOptions(deps.db),
    today,
    history: rows.map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
      state: states.get(row.id) ?? 'replaced',
    })),
  }
}

/** A yard's new delivery fee, as a new row of its history; audited. */
export async function addDeliveryFee(
  deps: Pick<AppDeps, 'db' | 'now'>,
  actor: StaffActor,
  input: DeliveryFeeInput,
): Promise<AdminDeliveryFees> {
  const at = deps.now()
  await deps.db.transaction(async (tx) => {
    await assertYard(tx, input.locationId)
    const [row] = await tx
      .insert(deliveryFees)
      .values({
        locationId: input.locationId,
        cents: dollarsToCents(input.fee) ?? 0,
        effectiveFrom: input.effectiveFrom,
        staffAccountId: actor.accountId,
      })
      .returning()
    await recordAudit(tx, {
      action: 'prices.delivery-fee-set',
      actorAccountId: actor.accountId,
      subject: `locations/${input.locationId}`,
      details: { ...input, deliveryFeeId: row!.id, cents: row!.cents },
      ip: actor.ip,
      at,
    })
  })
  return listDeliveryFees(deps)
}

/** The yard's delivery fee in force on a Toronto day, or null when none is set (quotes price deliveries with it). */
export async function deliveryFeeFor(db: Db | Tx, locationId: number, on: string): Promise<number | null> {
  const [row] = await db
    .select({ cents: deliveryFees.cents })
    .from(deliveryFees)
    .where(and(eq(deliveryFees.locationId, locationId), lte(deliveryFees.effectiveFrom, on)))
    .orderBy(desc(deliveryFees.effectiveFrom), desc(deliveryFees.id))
    .limit(1)
  return row?.cents ?? null
}
