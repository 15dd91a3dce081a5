import { like } from 'drizzle-orm'
import { expect } from 'vitest'
import type { AlertDelivery, AlertKind } from '#domain/account/alerts.ts'
import { outbox } from '#server/db/schema.ts'
import { freshToken } from './auth-identities.ts'
import { type SeededUser, createCompanyUser, userToken } from './company-users.ts'
import { createAccount, createCard } from './seed.ts'
import type { TestApp } from './test-app.ts'

/**
 * A fleet for the alert tests: the account's own login (an owner), a dispatcher, an accountant, and two drivers, one
 * holding card A and one card B; each with a session token.
 */
export async function alertFleet(app: TestApp, { balanceCents = 1_000_000 } = {}) {
  const { db } = app.deps
  const customer = await createAccount(db)
  const cardA = await createCard(db, customer.id, { name: 'Plow A', balancesCents: [balanceCents] })
  const cardB = await createCard(db, customer.id, { name: 'Plow B', balancesCents: [balanceCents] })
  const withToken = async (user: SeededUser) => ({ ...user, token: await userToken(app, user) })
  return {
    customer,
    cardA,
    cardB,
    ownerToken: await freshToken(app, customer.id),
    dispatcher: await withToken(await createCompanyUser(db, customer.id, 'dispatcher')),
    accountant: await withToken(await createCompanyUser(db, customer.id, 'accountant')),
    driverA: await withToken(await createCompanyUser(db, customer.id, 'driver', { cardIds: [cardA.id] })),
    driverB: await withToken(await createCompanyUser(db, customer.id, 'driver', { cardIds: [cardB.id] })),
  }
}

export async function chooseAlerts(
  app: TestApp,
  token: string,
  kinds: AlertKind[],
  delivery: AlertDelivery = 'now',
) {
  const response = await app.api.request('/api/salt/account/alerts', {
    method: 'PUT',
    json: { kinds, delivery },
    token,
  })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
}

/** The addresses the outbox holds a mail for whose subject starts with `subject`, sorted. */
export async function recipientsOf(app: TestApp, subject: string): Promise<string[]> {
  const rows = await app.deps.db
    .select({ to: outbox.toAddress })
    .from(outbox)
    .where(like(outbox.subject, `${subject}%`))
  return rows.map((row) => row.to).sort()
}
