import { expect } from 'vitest'
import { noControls } from '#domain/salt-card/controls/schemas.ts'
import { sandboxApprovedCard } from '#server/adapters/payments/sandbox-cards.ts'
import { cardDeclinedAttempts, cardLedger } from '#server/db/schema.ts'
import type { RequestOptions } from '../api-client.ts'
import { autoloadSettingsBody, savedSetupReturn } from '../autoload.ts'
import { createCompanyUser } from '../company-users.ts'
import { seedQuotedRequest } from '../quotes.ts'
import { returnOf, submitSandboxPayment } from '../salt-card.ts'
import { createCard } from '../seed.ts'
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

/** A quoted list request of the victim's account. */
const victimRequest = async ({ customer }: OwnedCard, app: TestApp) =>
  (await seedQuotedRequest(app.deps.db, customer.id)).listRequestId

/**
 * A pickup of the victim's account, on a second card of theirs: the probes' own card must keep its balance, which the
 * walk checks after each probe.
 */
async function victimPickup({ customer }: OwnedCard, app: TestApp): Promise<number> {
  const card = await createCard(app.deps.db, customer.id, { name: 'Second truck', balancesCents: [50_000] })
  const [entry] = await app.deps.db
    .insert(cardLedger)
    .values({
      cardId: card.id,
      type: 'pickup',
      amountCents: -10_000,
      balanceAfterCents: 40_000,
      externalRef: `probe-${card.id}`,
      locationSlug: 'bradford',
      product: 'Rock Salt',
      tonnes: '1.000',
      printedAt: new Date(),
    })
    .returning({ id: cardLedger.id })
  return entry!.id
}

export const otherCustomerProbes: Record<string, ProbeMaker> = {
  // E-tickets and statements (ADR 0035): a ticket names a record; a statement month is the caller's own by construction.
  'GET /api/salt/tickets/:transactionId': async (victim, app) => ({
    path: `/api/salt/tickets/${await victimPickup(victim, app)}`,
    options: {},
  }),
  'GET /api/salt/tickets/:transactionId/pdf': async (victim, app) => ({
    path: `/api/salt/tickets/${await victimPickup(victim, app)}/pdf`,
    options: {},
  }),
  'GET /api/salt/requests/:id/ticket': async (victim, app) => ({
    path: `/api/salt/requests/${await victimRequest(victim, app)}/ticket`,
    options: {},
  }),
  'GET /api/salt/requests/:id/ticket/pdf': async (victim, app) => ({
    path: `/api/salt/requests/${await victimRequest(victim, app)}/ticket/pdf`,
    options: {},
  }),
  'GET /api/salt/statements': null,
  'GET /api/salt/statements/:month': null,
  'GET /api/salt/statements/:month/pdf': null,
  'GET /api/salt/statements/:month/csv': null,
  'GET /api/salt/requests': null,
  'GET /api/salt/requests/:id': async (victim, app) => ({
    path: `/api/salt/requests/${await victimRequest(victim, app)}`,
    options: { method: 'GET' },
  }),
  'POST /api/salt/requests/:id/accept': async (victim, app) => ({
    path: `/api/salt/requests/${await victimRequest(victim, app)}/accept`,
    options: {
      method: 'POST',
      json: { version: 1, payment: { method: 'salt-card', cardId: victim.card.id } },
    },
  }),
  'GET /api/salt/requests/:id/order-again': async (victim, app) => ({
    path: `/api/salt/requests/${await victimRequest(victim, app)}/order-again`,
    options: { method: 'GET' },
  }),
  'POST /api/salt/requests/:id/changes': async (victim, app) => ({
    path: `/api/salt/requests/${await victimRequest(victim, app)}/changes`,
    options: { method: 'POST', json: { version: 1, message: 'Cheaper, please.' } },
  }),
  'GET /api/salt/profile': null,
  'POST /api/salt/change-password': null,
  // Prices at the caller's own contract (ADR 0031): the estimate names no record.
  'POST /api/salt/prices/estimate': null,
  'GET /api/salt/prices/yards': null,
  'GET /api/salt/account/users': null,
  'POST /api/salt/account/users': null,
  'PUT /api/salt/account/login/role': null,
  // Alerts (ADR 0029): each login's own choice; no record of anyone else is named.
  'GET /api/salt/account/alerts': null,
  'PUT /api/salt/account/alerts': null,
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
  // Card controls (ADR 0026).
  'GET /api/salt/pickup-options': null,
  'GET /api/salt/control-profiles': null,
  'POST /api/salt/control-profiles': null,
  'GET /api/salt/cards/:id': async ({ card }) => ({ path: `/api/salt/cards/${card.id}`, options: {} }),
  'PUT /api/salt/cards/:id/controls': async ({ card }) => ({
    path: `/api/salt/cards/${card.id}/controls`,
    options: { method: 'PUT', json: { source: 'none' } },
  }),
  'POST /api/salt/cards/:id/suspend': async ({ card }) => ({
    path: `/api/salt/cards/${card.id}/suspend`,
    options: { method: 'POST' },
  }),
  'POST /api/salt/cards/:id/resume': async ({ card }) => ({
    path: `/api/salt/cards/${card.id}/resume`,
    options: { method: 'POST' },
  }),
  'POST /api/salt/cards/:id/report-lost': async ({ card }) => ({
    path: `/api/salt/cards/${card.id}/report-lost`,
    options: { method: 'POST', json: { reason: 'stolen' } },
  }),
  'GET /api/salt/cards/:id/declined-attempts': async ({ card }) => ({
    path: `/api/salt/cards/${card.id}/declined-attempts`,
    options: {},
  }),
  // The victim's own refused pickup, as the scale's refusal records it.
  'POST /api/salt/cards/:id/declined-attempts/:attemptId/override': async ({ card }, app) => {
    const [attempt] = await app.deps.db
      .insert(cardDeclinedAttempts)
      .values({
        cardId: card.id,
        ticketNo: `PROBE-${card.id}`,
        code: 'daily_tonnes_exceeded',
        controlCodes: ['daily_tonnes_exceeded'],
        locationSlug: 'bradford',
        product: 'Bulk Rock Salt',
        milliTonnes: 4_000,
        amountCents: 50_000,
        printedAt: app.deps.now(),
      })
      .returning({ id: cardDeclinedAttempts.id })
    return {
      path: `/api/salt/cards/${card.id}/declined-attempts/${attempt!.id}/override`,
      options: { method: 'POST' },
    }
  },
  'PUT /api/salt/control-profiles/:id': async ({ token }, app) => ({
    path: `/api/salt/control-profiles/${await victimProfile(app, token)}`,
    options: { method: 'PUT', json: { name: 'Taken over', controls: noControls } },
  }),
  'DELETE /api/salt/control-profiles/:id': async ({ token }, app) => ({
    path: `/api/salt/control-profiles/${await victimProfile(app, token)}`,
    options: { method: 'DELETE' },
  }),
  // Autoload (ADR 0028).
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

/** A new control profile of the victim's account; answers its id. */
async function victimProfile(app: TestApp, token: string): Promise<number> {
  const name = `Victim profile ${Math.random().toString(36).slice(2)}`
  const created = await app.api.post('/api/salt/control-profiles', { name, controls: noControls }, { token })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  return (created.body as { id: number }).id
}
