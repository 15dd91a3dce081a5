import { and, eq } from 'drizzle-orm'
import type { AdjustmentResponse } from '#domain/admin/customers/answers.ts'
import { formatCents } from '#domain/salt-card/load-amount.ts'
import { type BalanceAdjustmentInput, signedAdjustmentCents } from '#domain/admin/customers/schemas.ts'
import type { AppDeps } from '#server/context.ts'
import { accounts, cards } from '#server/db/schema.ts'
import { badRequest, conflict, notFound } from '#server/http/errors.ts'
import { recordAudit } from '#server/services/audit.ts'
import { enqueueMail } from '#server/services/mail/outbox.ts'
import { appendLedgerEntry } from '#server/services/salt-card/ledger.ts'
import { balanceAdjustedMail } from '#server/services/salt-card/mails.ts'
import { torontoDateTime } from '#server/services/salt-card/toronto-time.ts'
import type { StaffActor } from '../content-change.ts'
import { isCustomer } from './list.ts'

export interface AdjustmentRequest {
  customerId: number
  cardId: number
  /** The client's Idempotency-Key: the same key again (a double click, a retry) adjusts once. */
  idempotencyKey: string
  input: BalanceAdjustmentInput
}

/**
 * A refund or correction on one of the customer's cards, deactivated ones included (a refund empties what is left on
 * them). One transaction holds the ledger entry of type `adjustment` with its reason and staff member, the audit
 * row and the customer's mail. The entry goes to NAV like loads and pickups do (appendLedgerEntry queues its
 * posting): the ERP's balance of the customer's prepaid money must move with ours.
 * A debit the balance does not cover is refused (409) and writes nothing; parallel adjustments of one card take
 * turns on its row lock, so together they never take it below zero.
 */
export async function adjustCardBalance(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  actor: StaffActor,
  request: AdjustmentRequest,
): Promise<AdjustmentResponse> {
  const now = deps.now()
  const amountCents = signedAdjustmentCents(request.input)
  const { reason } = request.input
  return deps.db.transaction(async (tx) => {
    const [card] = await tx
      .select({
        id: cards.id,
        cardNo: cards.cardNo,
        name: cards.name,
        customerNo: accounts.customerNo,
        customerName: accounts.name,
        eMail: accounts.eMail,
        thresholdCents: accounts.lowBalanceThresholdCents,
      })
      .from(cards)
      .innerJoin(accounts, eq(accounts.id, cards.accountId))
      .where(and(eq(cards.id, request.cardId), eq(cards.accountId, request.customerId), isCustomer))
    if (!card) throw notFound('This customer has no card with this id.')

    const result = await appendLedgerEntry(
      tx,
      {
        cardId: card.id,
        type: 'adjustment',
        amountCents,
        externalRef: request.idempotencyKey,
        printedAt: now,
        reason,
        staffAccountId: actor.accountId,
      },
      now,
    )
    switch (result.outcome) {
      case 'card-not-found':
        throw notFound('This customer has no card with this id.')
      case 'replayed': {
        const { entry } = result
        if (entry.cardId !== card.id || entry.amountCents !== amountCents || entry.reason !== reason)
          throw conflict(
            'This adjustment was already made with other values. Reload the page and enter it again.',
            'idempotency_conflict',
          )
        return { ledgerId: entry.id, amountCents, balanceCents: entry.balanceAfterCents, replayed: true }
      }
      case 'refused':
        if (result.reason === 'insufficient-funds')
          throw conflict(
            `The card holds ${formatCents(result.balanceCents)}: a debit of ${formatCents(-amountCents)} would take it below zero.`,
            'insufficient_funds',
          )
        if (result.reason === 'balance-limit')
          throw conflict(
            'This credit would take the card past the largest balance it can hold.',
            'balance_limit',
          )
        throw badRequest('Some fields are missing or invalid.', { amount: 'Enter an amount above zero.' })
      case 'appended':
        break
    }

    const { entry, balanceBeforeCents, lowBalanceAlert } = result
    await recordAudit(tx, {
      action: 'cards.adjusted',
      actorAccountId: actor.accountId,
      subject: `cards/${card.id}`,
      details: {
        customerNo: card.customerNo,
        cardNo: card.cardNo,
        ledgerId: entry.id,
        amountCents,
        balanceBeforeCents,
        balanceAfterCents: entry.balanceAfterCents,
        reason,
      },
      ip: actor.ip,
      at: now,
    })
    const site = deps.config.PUBLIC_SITE_URL.replace(/\/+$/, '')
    const mail = balanceAdjustedMail({
      brandName: deps.config.BRAND_NAME,
      name: card.customerName,
      card,
      amountCents,
      balanceCents: entry.balanceAfterCents,
      reason,
      at: torontoDateTime(now),
      lowBalance: lowBalanceAlert
        ? { thresholdCents: card.thresholdCents, loadUrl: `${site}/profile/load-card?card=${card.id}` }
        : null,
    })
    await enqueueMail(tx, { toAddress: card.eMail, ...mail })
    return { ledgerId: entry.id, amountCents, balanceCents: entry.balanceAfterCents, replayed: false }
  })
}
