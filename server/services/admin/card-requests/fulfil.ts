import { eq } from 'drizzle-orm'
import type { FulfilCardRequestResponse } from '#domain/admin/customers/answers.ts'
import type { AppDeps } from '#server/context.ts'
import type { Tx } from '#server/db/client.ts'
import { accounts, cardReplacements, cardRequests, cards } from '#server/db/schema.ts'
import { conflict, notFound } from '#server/http/errors.ts'
import { recordAudit } from '#server/services/audit.ts'
import { enqueueMail } from '#server/services/mail/outbox.ts'
import { issueCards } from '#server/services/salt-card/issue-cards.ts'
import { cardsIssuedMail } from '#server/services/salt-card/mails.ts'
import type { StaffActor } from '../content-change.ts'
import { findCardRequestRow } from './rows.ts'

/** The card a replacement request stands for; undefined for a request of more cards. */
async function replacementCardOf(tx: Tx, requestId: number) {
  const [card] = await tx
    .select({ id: cards.id, cardNo: cards.cardNo, name: cards.name })
    .from(cardReplacements)
    .innerJoin(cards, eq(cards.id, cardReplacements.replacementCardId))
    .where(eq(cardReplacements.cardRequestId, requestId))
  return card
}

/**
 * Fulfils a card request (addCardCustomer): the requested number of new cards on the account, the request marked
 * done with who and when, an audit row and the customer's mail, in one transaction. A lost card's replacement
 * request (ADR 0026) issues nothing and mails nothing: its number was issued and mailed when the card was reported. The request row is locked
 * first, so a second fulfil (a double click, a colleague) waits, finds it done and issues nothing.
 */
export async function fulfilCardRequest(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  actor: StaffActor,
  requestId: number,
): Promise<FulfilCardRequestResponse> {
  const now = deps.now()
  return deps.db.transaction(async (tx) => {
    const [request] = await tx
      .select({
        id: cardRequests.id,
        status: cardRequests.status,
        quantity: cardRequests.quantity,
        version: cardRequests.version,
        accountId: accounts.id,
        customerNo: accounts.customerNo,
        name: accounts.name,
        eMail: accounts.eMail,
        active: accounts.active,
      })
      .from(cardRequests)
      .innerJoin(accounts, eq(accounts.id, cardRequests.accountId))
      .where(eq(cardRequests.id, requestId))
      .for('update', { of: cardRequests })
    if (!request) throw notFound('No card request has this id.')
    const answer = async (cards: FulfilCardRequestResponse['cards'], alreadyFulfilled: boolean) => ({
      request: (await findCardRequestRow(tx, requestId))!,
      cards,
      alreadyFulfilled,
    })
    if (request.status === 'done') return answer([], true)
    if (request.active === 0)
      throw conflict(
        "This customer's account is deactivated. Activate it before issuing cards.",
        'account_deactivated',
      )

    // A lost card's replacement number was issued when it was reported: staff only send the plastic card.
    const replacement = await replacementCardOf(tx, requestId)
    const issued = replacement
      ? [replacement]
      : await issueCards(tx, { accountId: request.accountId, quantity: request.quantity, now })
    await tx
      .update(cardRequests)
      .set({
        status: 'done',
        fulfilledBy: actor.accountId,
        fulfilledAt: now,
        updatedAt: now,
        version: request.version + 1,
      })
      .where(eq(cardRequests.id, requestId))
    await recordAudit(tx, {
      action: 'cardrequests.fulfilled',
      actorAccountId: actor.accountId,
      subject: `cardrequests/${requestId}`,
      details: {
        customerNo: request.customerNo,
        quantity: request.quantity,
        cardNos: issued.map((card) => card.cardNo),
      },
      ip: actor.ip,
      at: now,
    })
    if (replacement) return answer([], false)
    const site = deps.config.PUBLIC_SITE_URL.replace(/\/+$/, '')
    const mail = cardsIssuedMail({
      brandName: deps.config.BRAND_NAME,
      name: request.name,
      cards: issued,
      profileUrl: `${site}/profile`,
    })
    await enqueueMail(tx, { toAddress: request.eMail, ...mail })
    return answer(issued, false)
  })
}
