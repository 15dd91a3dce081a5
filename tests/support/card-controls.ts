import { and, count, eq, like } from 'drizzle-orm'
import { expect } from 'vitest'
import { instantAt, wallClock } from '#domain/kernel/shop-time/calendar.ts'
import type { DeclinedAttemptRow } from '#domain/salt-card/controls/answers.ts'
import { type CardControls, noControls } from '#domain/salt-card/controls/schemas.ts'
import { cardLedger, locations, outbox, products } from '#server/db/schema.ts'
import { freshToken } from './auth-identities.ts'
import { createAccount, createCard } from './seed.ts'
import type { TestApp } from './test-app.ts'

/** Controls with only `overrides` set; every other limit off. */
export const controlsWith = (overrides: Partial<CardControls> = {}): CardControls => ({
  ...noControls,
  ...overrides,
})

/** A customer with one card holding `balanceCents`, and a session token for the card pages' calls. */
export async function fleetCard(app: TestApp, balanceCents = 1_000_000) {
  const customer = await createAccount(app.deps.db)
  const card = await createCard(app.deps.db, customer.id, { name: 'Plow 7', balancesCents: [balanceCents] })
  return { customer, card, token: await freshToken(app, customer.id) }
}

export async function setControls(app: TestApp, token: string, cardId: number, controls: CardControls) {
  const response = await app.api.request(`/api/salt/cards/${cardId}/controls`, {
    method: 'PUT',
    json: { source: 'own', controls },
    token,
  })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
}

/** The ids of a yard (by slug) and a product (by name), as the controls name them. */
export async function placeIds(app: TestApp, slug: string, productName: string) {
  const [yard] = await app.deps.db
    .select({ id: locations.id })
    .from(locations)
    .where(eq(locations.slug, slug))
  const [product] = await app.deps.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.name, productName))
  return { yardId: yard!.id, productId: product!.id }
}

export async function declinedAttempts(app: TestApp, token: string, cardId: number) {
  const response = await app.api.get(`/api/salt/cards/${cardId}/declined-attempts`, { token })
  expect(response.status).toBe(200)
  return (response.body as { items: DeclinedAttemptRow[] }).items
}

export async function pickupCount(app: TestApp, cardId: number): Promise<number> {
  const [row] = await app.deps.db
    .select({ n: count() })
    .from(cardLedger)
    .where(and(eq(cardLedger.cardId, cardId), eq(cardLedger.type, 'pickup')))
  return row?.n ?? 0
}

export async function declineMails(app: TestApp, cardNo: string) {
  return app.deps.db
    .select({ text: outbox.text })
    .from(outbox)
    .where(like(outbox.subject, `Pickup declined on your Salt Card ${cardNo}`))
}

/** The last time Toronto's wall clock showed `hour`:`minute` before `now` (at least `minHoursAgo` before it). */
export function lastTorontoTime(now: Date, hour: number, minute = 0, minHoursAgo = 0): Date {
  const latest = now.getTime() - minHoursAgo * 3_600_000
  let day = wallClock(latest).day
  while (instantAt(day, hour * 60 + minute) > latest) day -= 1
  return new Date(instantAt(day, hour * 60 + minute))
}
