import { eq } from 'drizzle-orm'
import type { LoadFundsResponse } from '#domain/salt-card/answers.ts'
import type { VerifiedPayment } from '#server/adapters/payments/gateway.ts'
import type { AppDeps } from '#server/context.ts'
import type { Tx } from '#server/db/client.ts'
import {
  type PaymentCheckout,
  accounts,
  autoloadAttempts,
  cardLedger,
  cards,
  paymentCheckouts,
} from '#server/db/schema.ts'
import { sendAlert } from '#server/services/alerts/send-alert.ts'
import { enqueueMail } from '#server/services/mail/outbox.ts'
import { appendLedgerEntry } from './ledger.ts'
import { loadReceiptMail } from './mails.ts'
import { torontoDateTime } from './toronto-time.ts'

type SettleDeps = Pick<AppDeps, 'db' | 'now' | 'config'>

export type SettleResult =
  | { outcome: 'answered'; body: LoadFundsResponse }
  /** No checkout of this id, or (from the return page) one of another customer or card. */
  | { outcome: 'not-found' }
  /** Verified, yet for another amount than its checkout: only a leaked secret or a bug makes this. */
  | { outcome: 'amount-mismatch' }

/**
 * Applies a payment the gateway verified to its checkout, from the returning customer (`owner` given: the checkout
 * must be theirs) or from the processor's webhook (`owner` null). Under the checkout's row lock an approved payment
 * is credited once, however many deliveries race: the first writes the ledger load, its ERP posting and the receipt
 * mail and marks the checkout approved; every later one finds it approved and gets the same answer. The ledger's
 * unique (type, externalRef) index would refuse a second credit of the payment anyway. A declined payment writes no
 * ledger entry; an approved one still credits a checkout an earlier notice declined, since the money was taken.
 */
export async function settleCheckout(
  deps: SettleDeps,
  payment: VerifiedPayment,
  owner: { accountId: number; cardId: number } | null,
): Promise<SettleResult> {
  const now = deps.now()
  return deps.db.transaction(async (tx): Promise<SettleResult> => {
    const [checkout] = await tx
      .select()
      .from(paymentCheckouts)
      .where(eq(paymentCheckouts.id, payment.checkoutId))
      .for('update')
    if (!checkout) return { outcome: 'not-found' }
    if (owner && (checkout.accountId !== owner.accountId || checkout.cardId !== owner.cardId)) {
      return { outcome: 'not-found' }
    }
    if (checkout.amountCents !== payment.amountCents) return { outcome: 'amount-mismatch' }

    if (checkout.status === 'approved' && checkout.ledgerId !== null) {
      const [entry] = await tx
        .select({ balanceAfterCents: cardLedger.balanceAfterCents })
        .from(cardLedger)
        .where(eq(cardLedger.id, checkout.ledgerId))
      return approvedAnswer(checkout, checkout.paymentId ?? payment.paymentId, entry?.balanceAfterCents ?? 0)
    }
    if (payment.status === 'declined') {
      const reason = payment.reason ?? 'The payment was declined.'
      await tx
        .update(paymentCheckouts)
        .set({ status: 'declined', paymentId: payment.paymentId, declineReason: reason, updatedAt: now })
        .where(eq(paymentCheckouts.id, checkout.id))
      return { outcome: 'answered', body: { success: false, reason } }
    }
    return credit(deps, tx, checkout, payment.paymentId, now)
  })
}

async function credit(
  deps: SettleDeps,
  tx: Tx,
  checkout: PaymentCheckout,
  paymentId: string,
  now: Date,
): Promise<SettleResult> {
  const appended = await appendLedgerEntry(
    tx,
    {
      cardId: checkout.cardId,
      type: 'load',
      amountCents: checkout.amountCents,
      externalRef: paymentId,
      printedAt: now,
    },
    now,
  )
  if (appended.outcome !== 'appended' && appended.outcome !== 'replayed') {
    // Money was taken but the card cannot take it (a balance past the column's range): staff must refund.
    throw new Error(`load of checkout ${checkout.id} refused by the ledger: ${appended.outcome}`)
  }
  await tx
    .update(paymentCheckouts)
    .set({ status: 'approved', paymentId, ledgerId: appended.entry.id, updatedAt: now })
    .where(eq(paymentCheckouts.id, checkout.id))
  if (appended.outcome === 'appended') {
    const [owner] = await tx
      .select({ name: accounts.name, eMail: accounts.eMail, cardNo: cards.cardNo, cardName: cards.name })
      .from(cards)
      .innerJoin(accounts, eq(accounts.id, cards.accountId))
      .where(eq(cards.id, checkout.cardId))
    if (!owner) throw new Error(`card ${checkout.cardId} of checkout ${checkout.id} is gone`)
    const receipt = (name: string) =>
      loadReceiptMail({
        brandName: deps.config.BRAND_NAME,
        name,
        card: { cardNo: owner.cardNo, name: owner.cardName },
        amountCents: checkout.amountCents,
        balanceCents: appended.entry.balanceAfterCents,
        paymentId,
        at: torontoDateTime(now),
      })
    // A top-up's receipt is an autoload result, for the logins that chose those (ADR 0029); a load paid by hand
    // keeps going to the account's e-mail.
    const [topUp] = await tx
      .select({ id: autoloadAttempts.id })
      .from(autoloadAttempts)
      .where(eq(autoloadAttempts.checkoutId, checkout.id))
    if (!topUp) await enqueueMail(tx, { toAddress: owner.eMail, ...receipt(owner.name) })
    else {
      const event = { kind: 'autoload' as const, accountId: checkout.accountId, cardId: checkout.cardId }
      const summary = receipt(owner.name).subject
      await sendAlert(tx, { ...event, mail: ({ name }) => receipt(name), summary }, now)
    }
  }
  return approvedAnswer(checkout, paymentId, appended.entry.balanceAfterCents)
}

function approvedAnswer(
  checkout: { cardId: number; amountCents: number },
  paymentId: string,
  balanceCents: number,
): SettleResult {
  return {
    outcome: 'answered',
    body: {
      success: true,
      cardId: checkout.cardId,
      amountCents: checkout.amountCents,
      balanceCents,
      paymentId,
    },
  }
}
