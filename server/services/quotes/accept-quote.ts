import { and, eq } from 'drizzle-orm'
import type { AcceptQuoteAnswer } from '#domain/quotes/answers.ts'
import type { AcceptQuote, OrderPayment } from '#domain/quotes/schemas.ts'
import { quoteConflictTexts, quoteNotFoundText } from '#domain/quotes/texts.ts'
import { orderNumber } from '#domain/orders/texts.ts'
import { torontoToday } from '#domain/my-list/schemas.ts'
import type { AppDeps } from '#server/context.ts'
import type { Tx } from '#server/db/client.ts'
import { accounts, cards, orderEvents, orders, quoteVersions, quotes } from '#server/db/schema.ts'
import type { SignedIn } from '#server/http/auth.ts'
import { badRequest, conflict, notFound } from '#server/http/errors.ts'
import { recordAudit } from '#server/services/audit.ts'
import { mailOrderChange } from '#server/services/orders/mail-order.ts'
import { orderOfQuote, orderView } from '#server/services/orders/order-view.ts'
import { queueSalesOrderPosting } from '#server/services/orders/sales-order-posting.ts'
import { ownRequestId } from './customer-requests.ts'
import { isExpired } from './quote-view.ts'

type AcceptDeps = Pick<AppDeps, 'db' | 'now' | 'config'>

/** Who acted: the user's name, or the account's for its own login. */
export const loginName = (session: SignedIn) => session.user?.name ?? session.account.name

/** The card must be an active card of this account; on account needs an account that is not Prepaid. */
async function checkedPayment(tx: Tx, accountId: number, payment: OrderPayment): Promise<number | null> {
  if (payment.method === 'on-account') {
    const [account] = await tx
      .select({ paymentOption: accounts.paymentOption })
      .from(accounts)
      .where(eq(accounts.id, accountId))
    if (account?.paymentOption === 'Prepaid')
      throw badRequest(quoteConflictTexts.onAccountPrepaid, { payment: quoteConflictTexts.onAccountPrepaid })
    return null
  }
  const [card] = await tx
    .select({ id: cards.id })
    .from(cards)
    .where(and(eq(cards.id, payment.cardId), eq(cards.accountId, accountId), eq(cards.status, 'active')))
  if (!card) throw badRequest(quoteConflictTexts.cardNotUsable, { payment: quoteConflictTexts.cardNotUsable })
  return card.id
}

/**
 * The customer accepts the latest version of a quote, before it expires: one order, whatever races. The quote row is
 * locked, so a second accept (double click, second tab) waits, then finds the order the first made and answers it
 * (`created: false`); the unique quote_id of orders stands behind the lock. An older version is superseded (409), a
 * version past its valid-until day expired (409).
 */
export async function acceptQuote(
  deps: AcceptDeps,
  session: SignedIn,
  listRequestId: number,
  input: AcceptQuote & { payment: OrderPayment; poNumber: string },
  ip: string | null,
): Promise<AcceptQuoteAnswer> {
  const at = deps.now()
  const accountId = session.account.id
  const { orderId, created } = await deps.db.transaction(async (tx) => {
    await ownRequestId(tx, accountId, listRequestId)
    const [quote] = await tx
      .select()
      .from(quotes)
      .where(eq(quotes.listRequestId, listRequestId))
      .for('update')
    if (!quote) throw notFound(quoteNotFoundText)
    if (quote.status === 'accepted') {
      const existing = await orderOfQuote(tx, quote.id)
      if (existing && existing.quoteVersion === input.version) return { orderId: existing.id, created: false }
      throw conflict(quoteConflictTexts.accepted, 'quote_accepted')
    }
    if (input.version !== quote.latestVersion)
      throw conflict(quoteConflictTexts.superseded, 'quote_superseded')
    const [version] = await tx
      .select()
      .from(quoteVersions)
      .where(and(eq(quoteVersions.quoteId, quote.id), eq(quoteVersions.number, quote.latestVersion)))
    if (!version || isExpired(version, torontoToday(at)))
      throw conflict(quoteConflictTexts.expired, 'quote_expired')
    const cardId = await checkedPayment(tx, accountId, input.payment)
    const [order] = await tx
      .insert(orders)
      .values({
        quoteId: quote.id,
        quoteVersion: version.number,
        accountId,
        poNumber: input.poNumber,
        paymentMethod: input.payment.method,
        cardId,
        totalCents: version.totalCents,
        window: version.window,
        acceptedBy: loginName(session),
        createdAt: at,
        updatedAt: at,
      })
      .returning()
    await tx.insert(orderEvents).values({
      orderId: order!.id,
      status: 'confirmed',
      details: { poNumber: input.poNumber, acceptedBy: loginName(session) },
      createdAt: at,
    })
    await tx.update(quotes).set({ status: 'accepted', updatedAt: at }).where(eq(quotes.id, quote.id))
    await queueSalesOrderPosting(tx, order!.id, at)
    await recordAudit(tx, {
      action: 'quote.accepted',
      actorAccountId: accountId,
      subject: `listrequests/${listRequestId}`,
      details: {
        version: version.number,
        orderNo: orderNumber(order!.id),
        poNumber: input.poNumber,
        payment: input.payment.method,
        actor: { userId: session.user?.id ?? null, eMail: session.user?.eMail ?? session.account.eMail },
      },
      ip,
      at,
    })
    await mailOrderChange(tx, deps, { order: order!, listRequestId, detail: null })
    return { orderId: order!.id, created: true }
  })
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, orderId))
  return { order: await orderView(deps.db, order!), created }
}
