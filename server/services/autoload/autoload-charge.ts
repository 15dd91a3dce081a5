import { and, eq, inArray, lte, sql } from 'drizzle-orm'
import { formatCents } from '#domain/salt-card/load-amount.ts'
import { type OffSessionCharge, PaymentServiceError } from '#server/adapters/payments/gateway.ts'
import type { AppDeps } from '#server/context.ts'
import type { Db, Tx } from '#server/db/client.ts'
import {
  type AutoloadAttempt,
  autoloadAttempts,
  autoloadSettings,
  paymentCheckouts,
} from '#server/db/schema.ts'
import { sendAlert } from '#server/services/alerts/send-alert.ts'
import { settleCheckout } from '#server/services/salt-card/settle-checkout.ts'
import { type AttemptEnd, finishAttempt, mailContextOf } from './autoload-finish.ts'
import { autoloadSkippedMail } from './autoload-mails.ts'
import { loadedThisMonth } from './autoload-state.ts'

type ChargeDeps = Pick<AppDeps, 'db' | 'now' | 'config' | 'payments' | 'log'>

/** How long a claimed attempt is invisible to other workers: longer than the processor's client may take. */
export const autoloadLeaseMs = 5 * 60_000
/**
 * When an unanswered charge is asked again, after each try: all within the processors' idempotency window (Stripe
 * keeps a key at least 24 hours), so every try is the same charge. After the last, the attempt has failed.
 */
export const unansweredRetryDelaysMs = [60_000, 5 * 60_000, 15 * 60_000, 60 * 60_000, 3 * 60 * 60_000]

/** Claims due attempts (queued, or charging and due again) for one lease; SKIP LOCKED across app processes. */
export async function claimDueAutoloads(db: Db, now: Date, limit = 5): Promise<AutoloadAttempt[]> {
  const due = db
    .select({ id: autoloadAttempts.id })
    .from(autoloadAttempts)
    .where(
      and(inArray(autoloadAttempts.status, ['queued', 'charging']), lte(autoloadAttempts.nextAttemptAt, now)),
    )
    .orderBy(autoloadAttempts.id)
    .limit(limit)
    .for('update', { skipLocked: true })
  return db
    .update(autoloadAttempts)
    .set({
      nextAttemptAt: new Date(now.getTime() + autoloadLeaseMs),
      tries: sql`${autoloadAttempts.tries} + 1`,
      updatedAt: now,
    })
    .where(inArray(autoloadAttempts.id, due))
    .returning()
}

const chargeOf = (attempt: AutoloadAttempt, cardNo: string): OffSessionCharge | null =>
  attempt.methodRef
    ? {
        methodRef: attempt.methodRef,
        customerRef: attempt.customerRef,
        amountCents: attempt.amountCents,
        idempotencyKey: attempt.idempotencyKey,
        description: `Autoload of Salt Card ${cardNo}`,
        metadata: {
          purpose: 'autoload',
          attempt: attempt.idempotencyKey,
          accountId: String(attempt.accountId),
          cardId: String(attempt.cardId),
        },
      }
    : null

/**
 * Decides whether a claimed attempt is charged, in one transaction under the attempt's and the settings' locks. A
 * queued one is cancelled when autoload was stopped meanwhile, skipped (and mailed) when it would pass the monthly
 * maximum, or else becomes charging: its checkout is recorded and the method fixed. A charging one (a retry) is
 * charged again exactly as before, whatever changed since.
 */
export async function prepareCharge(deps: ChargeDeps, attemptId: number): Promise<OffSessionCharge | null> {
  const now = deps.now()
  return deps.db.transaction(async (tx) => {
    const [attempt] = await tx
      .select()
      .from(autoloadAttempts)
      .where(eq(autoloadAttempts.id, attemptId))
      .for('update')
    if (!attempt || (attempt.status !== 'queued' && attempt.status !== 'charging')) return null
    const { base } = await mailContextOf(deps, tx, attempt.cardId)
    if (attempt.status === 'charging') return chargeOf(attempt, base.card.cardNo)

    const [settings] = await tx
      .select()
      .from(autoloadSettings)
      .where(eq(autoloadSettings.cardId, attempt.cardId))
      .for('update')
    if (settings?.status !== 'on' || !settings.methodRef) {
      await endBeforeCharge(
        tx,
        attempt.id,
        'cancelled',
        'Autoload was turned off before this top-up was charged.',
        now,
      )
      return null
    }
    const loadedCents = await loadedThisMonth(tx, attempt.cardId, now)
    if (loadedCents + attempt.amountCents > settings.monthlyMaxCents) {
      const reason = `This month's maximum of ${formatCents(settings.monthlyMaxCents)} would be passed.`
      await endBeforeCharge(tx, attempt.id, 'skipped', reason, now)
      const content = (name: string) =>
        autoloadSkippedMail({
          ...base,
          name,
          amountCents: attempt.amountCents,
          monthlyMaxCents: settings.monthlyMaxCents,
          loadedCents,
        })
      await sendAlert(
        tx,
        {
          kind: 'autoload',
          accountId: attempt.accountId,
          cardId: attempt.cardId,
          mail: ({ name }) => content(name),
          summary: `${content(base.name).subject}. ${reason}`,
        },
        now,
      )
      return null
    }
    await tx
      .insert(paymentCheckouts)
      .values({
        id: attempt.idempotencyKey,
        accountId: attempt.accountId,
        cardId: attempt.cardId,
        amountCents: attempt.amountCents,
        gateway: deps.payments.name,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: paymentCheckouts.id })
    const [charging] = await tx
      .update(autoloadAttempts)
      .set({
        status: 'charging',
        methodRef: settings.methodRef,
        customerRef: settings.customerRef,
        checkoutId: attempt.idempotencyKey,
        updatedAt: now,
      })
      .where(eq(autoloadAttempts.id, attempt.id))
      .returning()
    return charging ? chargeOf(charging, base.card.cardNo) : null
  })
}

async function endBeforeCharge(
  tx: Tx,
  attemptId: number,
  status: 'cancelled' | 'skipped',
  reason: string,
  now: Date,
) {
  await tx
    .update(autoloadAttempts)
    .set({ status, reason, settledAt: now, updatedAt: now })
    .where(eq(autoloadAttempts.id, attemptId))
}

/**
 * One claimed attempt, start to end: prepare, charge the saved card with the attempt's idempotency key, credit an
 * approved charge through the one settle path of loads (ledger load, ERP posting, receipt mail, once), and record
 * the end. A crash anywhere leaves the attempt charging; the next claim, a lease later, repeats the same charge,
 * which the processor answers with the first one, and the settle path credits nothing twice.
 */
export async function runAutoloadAttempt(deps: ChargeDeps, attempt: AutoloadAttempt): Promise<void> {
  const charge = await prepareCharge(deps, attempt.id)
  if (!charge) return
  let result
  try {
    result = await deps.payments.chargeSaved(charge)
  } catch (error) {
    if (!(error instanceof PaymentServiceError)) throw error
    deps.log.warn(
      { attempt: charge.idempotencyKey, tries: attempt.tries, problem: error.message },
      'autoload charge unanswered',
    )
    await chargeUnanswered(deps, attempt)
    return
  }
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

/** Asked again later with the same key, or, after the last try, failed (mailed, and counted as a failure). */
async function chargeUnanswered(deps: ChargeDeps, attempt: AutoloadAttempt) {
  const delayMs = unansweredRetryDelaysMs[attempt.tries - 1]
  if (delayMs === undefined) {
    await finishAttempt(deps, attempt.id, {
      status: 'failed',
      reason: 'The payment service did not answer.',
    })
    return
  }
  const now = deps.now()
  await deps.db
    .update(autoloadAttempts)
    .set({ nextAttemptAt: new Date(now.getTime() + delayMs), updatedAt: now })
    .where(and(eq(autoloadAttempts.id, attempt.id), eq(autoloadAttempts.status, 'charging')))
}
