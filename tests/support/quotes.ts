import { randomUUID } from 'node:crypto'
import { listRequests, quoteVersions, quotes } from '#server/db/schema.ts'
import type { Db } from '#server/db/client.ts'
import type { ApiClient } from './api-client.ts'
import { sendEmail, torontoDay, validList } from './my-list.ts'
import { createAccount, createCard } from './seed.ts'
import type { TestApp } from './test-app.ts'

/** A quote line as a manager types it. */
export const rockSaltLine = {
  productName: 'Treated Rock Salt',
  unitName: 'tonne',
  quantity: 40,
  unitPriceCents: 12_950,
}

/** A manager's quote body: one line, a $175 delivery fee, a morning window next week, valid for `validDays`. */
export const quoteDraft = (basedOnVersion: number, overrides: Record<string, unknown> = {}) => ({
  basedOnVersion,
  lines: [rockSaltLine],
  deliveryFeeCents: 17_500,
  window: { date: torontoDay(7), slot: 'morning' },
  validUntil: torontoDay(3),
  note: 'Price holds for this delivery only.',
  ...overrides,
})

/** A list request of `accountId` as the My List submission stores it, past the per-account submission limits. */
export async function seedListRequest(db: Db, accountId: number): Promise<number> {
  const [request] = await db
    .insert(listRequests)
    .values({
      kind: 'myList',
      idempotencyKey: randomUUID(),
      accountId,
      items: [
        { slug: 'rock-salt', unitName: 'tonne', quantity: 6, productName: 'Rock Salt', customSize: false },
      ],
    })
    .returning({ id: listRequests.id })
  return request!.id
}

/**
 * A list request of `accountId` with a sent quote (version 1, valid three days), written straight to the database:
 * for tests that need a customer's quote without the manager's journey (the authorization walk's probes).
 */
export async function seedQuotedRequest(db: Db, accountId: number) {
  const [request] = await db
    .insert(listRequests)
    .values({
      kind: 'myList',
      idempotencyKey: randomUUID(),
      accountId,
      items: [
        { slug: 'rock-salt', unitName: 'tonne', quantity: 6, productName: 'Rock Salt', customSize: false },
      ],
    })
    .returning({ id: listRequests.id })
  const [quote] = await db
    .insert(quotes)
    .values({ listRequestId: request!.id, latestVersion: 1 })
    .returning({ id: quotes.id })
  await db.insert(quoteVersions).values({
    quoteId: quote!.id,
    number: 1,
    lines: [rockSaltLine],
    deliveryFeeCents: 0,
    taxRateBasisPoints: 1300,
    subtotalCents: 518_000,
    taxCents: 67_340,
    totalCents: 585_340,
    window: { date: torontoDay(7), slot: 'morning' },
    validUntil: torontoDay(3),
  })
  return { listRequestId: request!.id }
}

/** A customer (Prepaid, one card holding `balanceCents`) who sent a My List through the API, and their token. */
export async function customerWithRequest(app: TestApp, balanceCents = 1_000_000) {
  const customer = await createAccount(app.deps.db, { name: `Harbour Plowing ${randomUUID().slice(0, 8)}` })
  const card = await createCard(app.deps.db, customer.id, { balancesCents: [balanceCents] })
  const token = await app.api.signIn(customer.eMail, customer.password)
  const sent = await sendEmail(
    app.api,
    { htmlType: 'myListSubmission', htmlData: { list: validList() } },
    { token },
  )
  if (sent.status !== 200) throw new Error(`list not sent: ${JSON.stringify(sent.body)}`)
  return { customer, card, token, requestId: (sent.body as { requestId: number }).requestId }
}

/** The manager's and customer's calls of one request. */
export function quoteCalls(api: ApiClient, managerToken: string) {
  return {
    saveQuote: (requestId: number, body: unknown) =>
      api.post(`/api/salt/admin/listrequests/${requestId}/quote`, body, { token: managerToken }),
    read: (requestId: number, token: string) => api.get(`/api/salt/requests/${requestId}`, { token }),
    accept: (requestId: number, token: string, body: unknown) =>
      api.post(`/api/salt/requests/${requestId}/accept`, body, { token }),
    askChanges: (requestId: number, token: string, body: unknown) =>
      api.post(`/api/salt/requests/${requestId}/changes`, body, { token }),
    move: (orderId: number, body: unknown) =>
      api.post(`/api/salt/admin/orders/${orderId}/status`, body, { token: managerToken }),
  }
}
