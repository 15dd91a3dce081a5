import { and, eq } from 'drizzle-orm'
import type { AppDeps } from '#server/context.ts'
import { accounts, cards, paymentCheckouts } from '#server/db/schema.ts'
import { loadAmountProblem, loadLimitsOf } from './load-limits.ts'
import { type SettleResult, settleCheckout } from './settle-checkout.ts'

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

/**
 * The customer is back from the payment page with a ticket. The gateway verifies it (and throws PaymentTicketError
 * when it was altered or is too old, PaymentServiceError when the processor cannot be asked); then the payment is
 * applied to the checkout, which must be this customer's and for this card (settle-checkout.ts).
 */
export async function completeLoad(
  deps: LoadDeps,
  account: { id: number },
  input: { ticket: string; cardId: number },
): Promise<SettleResult> {
  const payment = await deps.payments.verifyReturn(input.ticket)
  return settleCheckout(deps, payment, { accountId: account.id, cardId: input.cardId })
}
