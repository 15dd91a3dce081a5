import { and, eq, sql } from 'drizzle-orm'
import { autoloadMaxFailures, autoloadOffTexts } from '#domain/salt-card/autoload.ts'
import type { AppDeps } from '#server/context.ts'
import type { Tx } from '#server/db/client.ts'
import {
  type AutoloadAttempt,
  auditLog,
  accounts,
  autoloadAttempts,
  autoloadSettings,
  cards,
} from '#server/db/schema.ts'
import { recordAudit } from '#server/services/audit.ts'
import { sendAlert } from '#server/services/alerts/send-alert.ts'
import { autoloadFailedMail } from './autoload-mails.ts'

type FinishDeps = Pick<AppDeps, 'db' | 'now' | 'config'>

export type AttemptEnd =
  | { status: 'approved'; paymentId: string }
  | { status: 'declined'; paymentId: string; reason: string }
  /**
   * The payment service never answered the charge, and a lookup after its idempotency window found none (ADR
   * 0038): counted as a failure, and audited for staff.
   */
  | { status: 'failed'; reason: string }

/** What a card's autoload mails say of it, and the page they point at; who gets them is the alerts' (ADR 0029). */
export async function mailContextOf(deps: FinishDeps, tx: Tx, cardId: number) {
  const [owner] = await tx
    .select({ name: accounts.name, cardNo: cards.cardNo, cardName: cards.name })
    .from(cards)
    .innerJoin(accounts, eq(accounts.id, cards.accountId))
    .where(eq(cards.id, cardId))
  if (!owner) throw new Error(`card ${cardId} of an autoload attempt is gone`)
  const site = deps.config.PUBLIC_SITE_URL.replace(/\/+$/, '')
  return {
    base: {
      brandName: deps.config.BRAND_NAME,
      name: owner.name,
      card: { cardNo: owner.cardNo, name: owner.cardName },
      pageUrl: `${site}/profile/autoload`,
    },
  }
}

/**
 * Records how a charging attempt ended (the ledger was already credited through the settle path when approved).
 * Only a charging attempt is finished, so a repeat after a crash changes nothing. An approval clears the count of
 * failures in a row; a decline or an unanswered charge adds one and is alerted, and the third in a row turns
 * autoload off, says so in that mail and on the page, and is audited.
 */
export async function finishAttempt(deps: FinishDeps, attemptId: number, end: AttemptEnd): Promise<void> {
  const now = deps.now()
  await deps.db.transaction(async (tx) => {
    const [attempt] = await tx
      .update(autoloadAttempts)
      .set({
        status: end.status,
        paymentId: 'paymentId' in end ? end.paymentId : null,
        reason: end.status === 'approved' ? null : end.reason,
        settledAt: now,
        updatedAt: now,
      })
      .where(and(eq(autoloadAttempts.id, attemptId), eq(autoloadAttempts.status, 'charging')))
      .returning()
    if (!attempt) return
    if (end.status === 'failed') await auditChargeNotFound(tx, attempt, now)
    const [settings] = await tx
      .select()
      .from(autoloadSettings)
      .where(eq(autoloadSettings.cardId, attempt.cardId))
      .for('update')
    if (!settings) throw new Error(`autoload attempt ${attemptId} has no settings`)
    if (end.status === 'approved') {
      await tx
        .update(autoloadSettings)
        .set({ failuresInRow: 0, updatedAt: now })
        .where(eq(autoloadSettings.cardId, attempt.cardId))
      return
    }
    const failuresInRow = settings.failuresInRow + 1
    const turnedOff = settings.status === 'on' && failuresInRow >= autoloadMaxFailures
    await tx
      .update(autoloadSettings)
      .set({
        failuresInRow,
        ...(turnedOff ? { status: 'off' as const, offReason: autoloadOffTexts.failures } : {}),
        updatedAt: now,
      })
      .where(eq(autoloadSettings.cardId, attempt.cardId))
    await mailFailure(deps, tx, attempt, end.reason, turnedOff)
    if (turnedOff) {
      await recordAudit(tx, {
        action: 'autoload.stopped',
        actorAccountId: null,
        subject: `cards/${attempt.cardId}`,
        details: { reason: 'failures', failuresInRow, attemptId },
        at: now,
      })
    }
  })
}

/** What staff need to search the processor's dashboard for an attempt (Audit log, entity "autoload"). */
const attemptDetails = (attempt: AutoloadAttempt) => ({
  attemptId: attempt.id,
  idempotencyKey: attempt.idempotencyKey,
  accountId: attempt.accountId,
  amountCents: attempt.amountCents,
  customerRef: attempt.customerRef,
  chargeStartedAt: attempt.chargeStartedAt?.toISOString() ?? null,
  tries: attempt.tries,
})

async function auditChargeNotFound(tx: Tx, attempt: AutoloadAttempt, now: Date) {
  await recordAudit(tx, {
    action: 'autoload.charge-not-found',
    actorAccountId: null,
    subject: `cards/${attempt.cardId}`,
    details: attemptDetails(attempt),
    at: now,
  })
}

/**
 * An attempt still unsettled once its key's window has closed (ADR 0038): written the first time the worker finds it
 * so, not at each six-hourly look after that. The claim's lease keeps other workers off the attempt meanwhile.
 */
export async function auditUnconfirmedOnce(deps: Pick<FinishDeps, 'db' | 'now'>, attempt: AutoloadAttempt) {
  const subject = `cards/${attempt.cardId}`
  const [written] = await deps.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.subject, subject),
        eq(auditLog.action, 'autoload.charge-unconfirmed'),
        sql`${auditLog.details} ->> 'attemptId' = ${String(attempt.id)}`,
      ),
    )
    .limit(1)
  if (written) return
  await recordAudit(deps.db, {
    action: 'autoload.charge-unconfirmed',
    actorAccountId: null,
    subject,
    details: attemptDetails(attempt),
    at: deps.now(),
  })
}

async function mailFailure(
  deps: FinishDeps,
  tx: Tx,
  attempt: { accountId: number; cardId: number; amountCents: number },
  reason: string,
  turnedOff: boolean,
) {
  const { base } = await mailContextOf(deps, tx, attempt.cardId)
  const content = (name: string) =>
    autoloadFailedMail({ ...base, name, amountCents: attempt.amountCents, reason, turnedOff })
  await sendAlert(
    tx,
    {
      kind: 'autoload',
      accountId: attempt.accountId,
      cardId: attempt.cardId,
      mail: ({ name }) => content(name),
      summary: `${content(base.name).subject}. ${reason}`,
    },
    deps.now(),
  )
}
