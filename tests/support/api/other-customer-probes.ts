import { expect } from 'vitest'
import { sandboxApprovedCard } from '#server/adapters/payments/sandbox-cards.ts'
import type { RequestOptions } from '../api-client.ts'
import { autoloadSettingsBody, savedSetupReturn } from '../autoload.ts'
import { returnOf, submitSandboxPayment } from '../salt-card.ts'
import type { TestApp } from '../test-app.ts'

/** The victim of the probes: a customer's card and session. */
export interface OwnedCard {
  card: { id: number; cardNo: string }
  token: string
}

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
  'GET /api/salt/autoload': null,
  'POST /api/salt/autoload/setup': async ({ card }) => ({
    path: '/api/salt/autoload/setup',
    options: { method: 'POST', json: { cardId: card.id, ...autoloadSettingsBody } },
  }),
  // The victim's own saved card: its confirmation, replayed by someone else, must turn nothing on.
  'POST /api/salt/autoload/setup/confirm': async ({ card, token }, app) => ({
    path: '/api/salt/autoload/setup/confirm',
    options: { method: 'POST', json: await savedSetupReturn(app, token, card.id) },
  }),
  'PUT /api/salt/autoload/:cardId': async ({ card }) => ({
    path: `/api/salt/autoload/${card.id}`,
    options: { method: 'PUT', json: autoloadSettingsBody },
  }),
  'POST /api/salt/autoload/:cardId/cancel': async ({ card }) => ({
    path: `/api/salt/autoload/${card.id}/cancel`,
    options: { method: 'POST', json: {} },
  }),
}
