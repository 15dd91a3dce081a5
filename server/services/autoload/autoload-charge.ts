import { and, eq, inArray, lte, sql } from 'drizzle-orm'
import { formatCents } from '#domain/salt-card/load-amount.ts'
import type { OffSessionCharge } from '#server/adapters/payments/gateway.ts'
import type { AppDeps } from '#server/context.ts'
import type { Db, Tx } from '#server/db/client.ts'
import {
  type AutoloadAttempt,
  autoloadAttempts,
  autoloadSettings,
  paymentCheckouts,
} from '#server/db/schema.ts'
import { sendAlert } from '#server/services/alerts/send-alert.ts'
import { mailContextOf } from './autoload-finish.ts'
import { autoloadSkippedMail } from './autoload-mails.ts'
import { loadedThisMonth } from './autoload-state.ts'

export type ChargeDeps = Pick<AppDeps, 'db' | 'now' | 'config' | 'payments' | 'log'>

/** The request a claimed attempt sends, when its key was first sent, and whether it may have been sent before. */
export interface PreparedCharge {
  charge: OffSessionCharge
  startedAt: Date
  /** Charging already when claimed: an earlier try sent the charge and may have been charged (ADR 0038). */
  resumed: boolean
}

/** How long a claimed attempt is invisible to other workers: longer than the processor's client may take. */
export const autoloadLeaseMs = 5 * 60_000

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

function preparedOf(attempt: AutoloadAttempt, cardNo: string, resumed: boolean): PreparedCharge | null {
  if (!attempt.methodRef) return null
  return {
    resumed,
    // Attempts charging before the column existed were given their queue time by its migration.
    startedAt: attempt.chargeStartedAt ?? attempt.createdAt,
    charge: {
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
    },
  }
}

/**
 * Decides whether a claimed attempt is charged, in one transaction under the attempt's and the settings' locks. A
 * queued one is cancelled when autoload was stopped meanwhile, skipped (and mailed) when it would pass the monthly
 * maximum, or else becomes charging: its checkout is recorded, the method fixed and the start of its key's window
 * noted. A charging one (resumed) comes back exactly as before, whatever changed since.
 */
export async function prepareCharge(deps: ChargeDeps, attemptId: number): Promise<PreparedCharge | null> {
  const now = deps.now()
  return deps.db.transaction(async (tx) => {
    const [attempt] = await tx
      .select()
      .from(autoloadAttempts)
      .where(eq(autoloadAttempts.id, attemptId))
      .for('update')
    if (!attempt || (attempt.status !== 'queued' && attempt.status !== 'charging')) return null
    const { base } = await mailContextOf(deps, tx, attempt.cardId)
    if (attempt.status === 'charging') return preparedOf(attempt, base.card.cardNo, true)

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
        chargeStartedAt: now,
        updatedAt: now,
      })
      .where(eq(autoloadAttempts.id, attempt.id))
      .returning()
    return charging ? preparedOf(charging, base.card.cardNo, false) : null
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
