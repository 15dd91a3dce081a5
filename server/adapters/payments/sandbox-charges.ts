import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { paymentSandboxCharges } from '#server/db/schema.ts'
import { readSetting } from '#server/services/settings.ts'
import {
  type ChargeLookup,
  type ChargeQuery,
  type ChargeResult,
  type OffSessionCharge,
  PaymentServiceError,
} from './gateway.ts'
import { readMethodRef } from './sandbox-setup-tokens.ts'

/**
 * The settings key of the fault switch: while it is true, the sandbox processor is unreachable for off-session
 * charges and their lookups alike.
 */
export const sandboxChargeFailKey = 'payments.sandbox.charge-fail'

const unknownMethodReason = 'This saved card is not known to the payment service.'

/**
 * An off-session charge at the sandbox processor, with a real processor's idempotency: the first request with a
 * key is decided (by the saved test card) and recorded; every later request with that key answers the recorded
 * charge and charges nothing, and one with the key but another amount or card is refused, as Stripe refuses it.
 */
export async function sandboxCharge(
  db: Db,
  secret: string,
  charge: OffSessionCharge,
  now: Date,
): Promise<ChargeResult> {
  await refuseWhileSwitchedOff(db, 'the charge was not made')
  const behaviour = readMethodRef(charge.methodRef, secret)
  const status = behaviour && behaviour.declines === null ? 'approved' : 'declined'
  await db
    .insert(paymentSandboxCharges)
    .values({
      idempotencyKey: charge.idempotencyKey,
      paymentId: `pay_${randomBytes(12).toString('base64url')}`,
      methodRef: charge.methodRef,
      amountCents: charge.amountCents,
      status,
      reason: status === 'approved' ? null : (behaviour?.declines ?? unknownMethodReason),
      createdAt: now,
    })
    .onConflictDoNothing({ target: paymentSandboxCharges.idempotencyKey })
  const [recorded] = await db
    .select()
    .from(paymentSandboxCharges)
    .where(eq(paymentSandboxCharges.idempotencyKey, charge.idempotencyKey))
  if (!recorded) throw new PaymentServiceError('payment sandbox: the charge was not recorded')
  if (recorded.amountCents !== charge.amountCents || recorded.methodRef !== charge.methodRef) {
    throw new PaymentServiceError(
      `payment sandbox: idempotency key ${charge.idempotencyKey} was used with other parameters`,
    )
  }
  return resultOf(recorded)
}

async function refuseWhileSwitchedOff(db: Db, what: string) {
  if ((await readSetting(db, sandboxChargeFailKey)) === true)
    throw new PaymentServiceError(`payment sandbox: the fault switch is on, ${what}`)
}

const resultOf = (recorded: typeof paymentSandboxCharges.$inferSelect): ChargeResult => ({
  status: recorded.status,
  paymentId: recorded.paymentId,
  amountCents: recorded.amountCents,
  ...(recorded.reason === null ? {} : { reason: recorded.reason }),
})

/** The sandbox's record of a key is written in the charge's own statement: it is never behind. */
export async function sandboxFindCharge(db: Db, query: ChargeQuery): Promise<ChargeLookup> {
  await refuseWhileSwitchedOff(db, 'the charge was not looked up')
  const [recorded] = await db
    .select()
    .from(paymentSandboxCharges)
    .where(eq(paymentSandboxCharges.idempotencyKey, query.idempotencyKey))
  return recorded ? { found: 'settled', charge: resultOf(recorded) } : { found: 'none' }
}
