import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { paymentSandboxCharges } from '#server/db/schema.ts'
import { readSetting } from '#server/services/settings.ts'
import { type ChargeResult, type OffSessionCharge, PaymentServiceError } from './gateway.ts'
import { readMethodRef } from './sandbox-setup-tokens.ts'

/** The settings key of the fault switch: while it is true, every off-session charge fails as if unreachable. */
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
  if ((await readSetting(db, sandboxChargeFailKey)) === true) {
    throw new PaymentServiceError('payment sandbox: the fault switch is on, the charge was not made')
  }
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
  return {
    status: recorded.status,
    paymentId: recorded.paymentId,
    amountCents: recorded.amountCents,
    ...(recorded.reason === null ? {} : { reason: recorded.reason }),
  }
}
