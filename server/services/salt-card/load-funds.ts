import { and, eq } from 'drizzle-orm'
import type { LoadFundsResponse } from '#app/lib/salt-card-api.ts'
import type { AppDeps } from '#server/context.ts'
import { accounts, cardLedger, cards, paymentCheckouts } from '#server/db/schema.ts'
import { enqueueMail } from '#server/services/mail/outbox.ts'
import { appendLedgerEntry } from './ledger.ts'
import { loadAmountProblem, loadLimitsOf } from './load-limits.ts'
import { loadReceiptMail } from './mails.ts'
import { torontoDateTime } from './toronto-time.ts'

type LoadDeps = Pick<AppDeps, 'db' | 'now' | 'config' | 'payments'>

export type CheckoutResult =
  | { outcome: 'created'; redirectUrl: string }
  | { outcome: 'not-prepaid'; paymentOption: string }
  | { outcome: 'card-not-found' }
  | { outcome: 'bad-amount'; message: string }

/**
 * Starts a load-funds payment: Prepaid accounts only, onto one of their own active cards, within the configured
 * limits. The checkout is recorded before the customer leaves for the payment page.
 */
export async function startCheckout(
  deps: LoadDeps,
  accountId: number,
  input: { cardId: number; amountCents: number },
): Promise<CheckoutResult> {
  const { db, config } = deps
  const [account] = await db
    .select({
      id: accounts.id,
      customerNo: accounts.customerNo,
      name: accounts.name,
      eMail: accounts.eMail,
      paymentOption: accounts.paymentOption,
    })
    .from(accounts)
    .where(eq(accounts.id, accountId))
  if (!account || account.paymentOption !== 'Prepaid') {
    return { outcome: 'not-prepaid', paymentOption: account?.paymentOption ?? '' }
  }
  const [card] = await db
    .select({ id: cards.id, cardNo: cards.cardNo, name: cards.name })
    .from(cards)
    .where(and(eq(cards.id, input.cardId), eq(cards.accountId, accountId), eq(cards.status, 'active')))
  if (!card) return { outcome: 'card-not-found' }
  const problem = loadAmountProblem(input.amountCents, loadLimitsOf(config))
  if (problem) return { outcome: 'bad-amount', message: problem }

  const returnUrl = `${config.PUBLIC_SITE_URL.replace(/\/+$/, '')}/profile/load-card?card=${card.id}`
  const checkout = await deps.payments.createCheckout({
    account,
    card,
    amountCents: input.amountCents,
    returnUrl,
  })
  const now = deps.now()
  await db.insert(paymentCheckouts).values({
    id: checkout.checkoutId,
    accountId,
    cardId: card.id,
    amountCents: input.amountCents,
    gateway: deps.payments.name,
    createdAt: now,
    updatedAt: now,
  })
  return { outcome: 'created', redirectUrl: checkout.redirectUrl }
}

export type CompleteResult =
  | { outcome: 'answered'; body: LoadFundsResponse }
  | { outcome: 'not-found' }
  /** Signed, yet for another amount than its checkout: only a leaked secret makes this. */
  | { outcome: 'amount-mismatch' }

/**
 * The customer is back from the payment page with a ticket. The gateway verifies it (and throws PaymentTicketError
 * when it was altered or is too old); then, under the checkout's row lock, an approved payment is credited once:
 * a replayed ticket finds the checkout approved and gets the same answer, and the ledger's unique (type,
 * externalRef) index would refuse a second credit of the payment anyway.
 */
export async function completeLoad(
  deps: LoadDeps,
  account: { id: number; name: string; eMail: string },
  input: { ticket: string; cardId: number },
): Promise<CompleteResult> {
  const payment = await deps.payments.verifyReturn(input.ticket)
  const now = deps.now()
  return deps.db.transaction(async (tx): Promise<CompleteResult> => {
    const [checkout] = await tx
      .select()
      .from(paymentCheckouts)
      .where(eq(paymentCheckouts.id, payment.checkoutId))
      .for('update')
    if (!checkout || checkout.accountId !== account.id || checkout.cardId !== input.cardId) {
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

    const credit = await appendLedgerEntry(
      tx,
      {
        cardId: checkout.cardId,
        type: 'load',
        amountCents: checkout.amountCents,
        externalRef: payment.paymentId,
        printedAt: now,
      },
      now,
    )
    if (credit.outcome !== 'appended' && credit.outcome !== 'replayed') {
      // Money was taken but the card cannot take it (a balance past the column's range): staff must refund.
      throw new Error(`load of checkout ${checkout.id} refused by the ledger: ${credit.outcome}`)
    }
    await tx
      .update(paymentCheckouts)
      .set({ status: 'approved', paymentId: payment.paymentId, ledgerId: credit.entry.id, updatedAt: now })
      .where(eq(paymentCheckouts.id, checkout.id))
    if (credit.outcome === 'appended') {
      const [card] = await tx
        .select({ cardNo: cards.cardNo, name: cards.name })
        .from(cards)
        .where(eq(cards.id, checkout.cardId))
      if (!card) throw new Error(`card ${checkout.cardId} of checkout ${checkout.id} is gone`)
      const mail = loadReceiptMail({
        brandName: deps.config.BRAND_NAME,
        name: account.name,
        card,
        amountCents: checkout.amountCents,
        balanceCents: credit.entry.balanceAfterCents,
        paymentId: payment.paymentId,
        at: torontoDateTime(now),
      })
      await enqueueMail(tx, { toAddress: account.eMail, ...mail })
    }
    return approvedAnswer(checkout, payment.paymentId, credit.entry.balanceAfterCents)
  })
}

function approvedAnswer(
  checkout: { cardId: number; amountCents: number },
  paymentId: string,
  balanceCents: number,
): CompleteResult {
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
