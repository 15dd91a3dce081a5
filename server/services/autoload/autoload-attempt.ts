import { and, eq } from 'drizzle-orm'
import {
  type ChargeLookup,
  type ChargeResult,
  PaymentServiceError,
} from '#server/adapters/payments/gateway.ts'
import { type AutoloadAttempt, autoloadAttempts } from '#server/db/schema.ts'
import { settleCheckout } from '#server/services/salt-card/settle-checkout.ts'
import { type ChargeDeps, type PreparedCharge, prepareCharge } from './autoload-charge.ts'
import { type AttemptEnd, auditUnconfirmedOnce, finishAttempt } from './autoload-finish.ts'
import { nextTryAt, resumeUnanswered } from './autoload-unanswered.ts'

/** The customer's words for an attempt given up after a day without a charge found (ADR 0038). */
export const chargeNotFoundReason = 'The payment service did not answer for a day. Your card was not charged.'

/**
 * One claimed attempt, start to end: prepare; if an earlier try may have charged, look the charge up first (ADR
 * 0038); charge the saved card with the attempt's idempotency key; credit an approved charge through the one settle
 * path of loads (ledger load, ERP posting, receipt mail, once); record the end. A crash anywhere leaves the attempt
 * charging; the next claim, a lease later, finds the charge or repeats the same request, and the settle path
 * credits nothing twice.
 */
export async function runAutoloadAttempt(deps: ChargeDeps, attempt: AutoloadAttempt): Promise<void> {
  const prepared = await prepareCharge(deps, attempt.id)
  if (!prepared) return
  if (prepared.resumed) {
    const found = await lookUp(deps, prepared)
    const resumption = resumeUnanswered(found, { ...prepared, tries: attempt.tries }, deps.now())
    if (resumption.next === 'settle') return settle(deps, attempt, prepared, resumption.charge)
    if (resumption.next === 'wait') {
      if (resumption.unconfirmed) await auditUnconfirmedOnce(deps, attempt)
      return tryAgainAt(deps, attempt.id, resumption.until)
    }
    if (resumption.next === 'give-up') {
      return finishAttempt(deps, attempt.id, { status: 'failed', reason: chargeNotFoundReason })
    }
  }
  let result: ChargeResult
  try {
    result = await deps.payments.chargeSaved(prepared.charge)
  } catch (error) {
    if (!(error instanceof PaymentServiceError)) throw error
    deps.log.warn(
      { attempt: prepared.charge.idempotencyKey, tries: attempt.tries, problem: error.message },
      'autoload charge unanswered',
    )
    return tryAgainAt(deps, attempt.id, nextTryAt(attempt.tries, deps.now()))
  }
  await settle(deps, attempt, prepared, result)
}

/** What the processor holds of the attempt's key; null when the lookup itself got no answer. */
async function lookUp(deps: ChargeDeps, { charge, startedAt }: PreparedCharge): Promise<ChargeLookup | null> {
  try {
    return await deps.payments.findCharge({
      idempotencyKey: charge.idempotencyKey,
      customerRef: charge.customerRef,
      since: startedAt,
    })
  } catch (error) {
    if (!(error instanceof PaymentServiceError)) throw error
    deps.log.warn({ attempt: charge.idempotencyKey, problem: error.message }, 'autoload lookup unanswered')
    return null
  }
}

/** The processor's answer, from the charge or from the lookup, through the settle path of every load. */
async function settle(
  deps: ChargeDeps,
  attempt: AutoloadAttempt,
  { charge }: PreparedCharge,
  result: ChargeResult,
) {
  const settled = await settleCheckout(
    deps,
    { ...result, checkoutId: charge.idempotencyKey },
    { accountId: attempt.accountId, cardId: attempt.cardId },
  )
  if (settled.outcome !== 'answered')
    throw new Error(`autoload ${charge.idempotencyKey}: the settle path answered ${settled.outcome}`)
  const end: AttemptEnd =
    result.status === 'approved'
      ? { status: 'approved', paymentId: result.paymentId }
      : {
          status: 'declined',
          paymentId: result.paymentId,
          reason: result.reason ?? 'Your card was declined.',
        }
  await finishAttempt(deps, attempt.id, end)
}

async function tryAgainAt(deps: ChargeDeps, attemptId: number, at: Date) {
  await deps.db
    .update(autoloadAttempts)
    .set({ nextAttemptAt: at, updatedAt: deps.now() })
    .where(and(eq(autoloadAttempts.id, attemptId), eq(autoloadAttempts.status, 'charging')))
}
