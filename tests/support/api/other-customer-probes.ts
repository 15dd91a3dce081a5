import { expect } from 'vitest'
import { sandboxApprovedCard } from '#server/adapters/payments/sandbox-cards.ts'
import type { RequestOptions } from '../api-client.ts'
import { createCompanyUser } from '../company-users.ts'
import { returnOf, submitSandboxPayment } from '../salt-card.ts'
import type { TestApp } from '../test-app.ts'

/** The victim of the probes: a customer's card and session. */
export interface OwnedCard {
  customer: { id: number }
  card: { id: number; cardNo: string }
  token: string
}

/** A user of the victim's account, for the probes that name one. */
const victimUser = async ({ customer }: OwnedCard, app: TestApp) =>
  (await createCompanyUser(app.deps.db, customer.id, 'driver')).id

export interface Probe {
  path: string
  options: RequestOptions
}

/**
 * For each account route: the request that points at another customer's record, or null when the route names no
 * record (it acts on the caller's own account by construction). The walk fails on an account route missing here.
 */
export type ProbeMaker = ((victim: OwnedCard, app: TestApp) => Promise<Probe>) | null

export const otherCustomerProbes: Record<string, ProbeMaker> = {
  'GET /api/salt/profile': null,
  'POST /api/salt/change-password': null,
  'GET /api/salt/account/users': null,
  'POST /api/salt/account/users': null,
  'PUT /api/salt/account/login/role': null,
  'PUT /api/salt/account/users/:id/role': async (victim, app) => ({
    path: `/api/salt/account/users/${await victimUser(victim, app)}/role`,
    options: { method: 'PUT', json: { role: 'owner' } },
  }),
  'PUT /api/salt/account/users/:id/cards': async (victim, app) => ({
    path: `/api/salt/account/users/${await victimUser(victim, app)}/cards`,
    options: { method: 'PUT', json: { cardIds: [] } },
  }),
  'DELETE /api/salt/account/users/:id': async (victim, app) => ({
    path: `/api/salt/account/users/${await victimUser(victim, app)}`,
    options: { method: 'DELETE' },
  }),
  'PATCH /api/salt/cards/:id': async ({ card }) => ({
    path: `/api/salt/cards/${card.id}`,
    options: { method: 'PATCH', json: { name: 'Taken over' } },
  }),
  'POST /api/salt/deactivatecard': async ({ card }) => ({
    path: '/api/salt/deactivatecard',
    options: { method: 'POST', json: { cardNo: card.cardNo } },
  }),
  'GET /api/salt/transactions': async ({ card }) => ({
    path: '/api/salt/transactions',
    options: { query: { cardId: String(card.id) } },
  }),
  'GET /api/salt/transactions.csv': async ({ card }) => ({
    path: '/api/salt/transactions.csv',
    options: { query: { cardId: String(card.id) } },
  }),
  'POST /api/salt/load-funds/checkout': async ({ card }) => ({
    path: '/api/salt/load-funds/checkout',
    options: { method: 'POST', json: { cardId: card.id, amountCents: 10_000 } },
  }),
  // The victim's own paid checkout: its confirmation, replayed by someone else, must credit nothing.
  'GET /api/salt/load-funds': async ({ card, token }, app) => {
    const checkout = await app.api.post(
      '/api/salt/load-funds/checkout',
      { cardId: card.id, amountCents: 10_000 },
      { token },
    )
    expect(checkout.status, JSON.stringify(checkout.body)).toBe(200)
    const { redirectUrl } = checkout.body as { redirectUrl: string }
    const paid = await submitSandboxPayment(app.url, redirectUrl, { cardNumber: sandboxApprovedCard })
    return { path: '/api/salt/load-funds', options: { query: returnOf(paid) } }
  },
}
