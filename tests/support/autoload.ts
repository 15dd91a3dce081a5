import { expect } from 'vitest'
import { sandboxApprovedCard } from '#server/adapters/payments/sandbox-cards.ts'
import { customerWithCard, sessionFieldOf } from './salt-card.ts'
import type { TestApp } from './test-app.ts'

/** Autoload at $200 below, $500 a top-up, $2,000 a month. */
export const autoloadSettingsBody = { thresholdCents: 20_000, topUpCents: 50_000, monthlyMaxCents: 200_000 }

/** The sandbox's test card whose saving works and whose every charge is declined. */
export const savedButDeclinedCard = '4000000000000341'

/** What the customer's browser does on the sandbox's setup page: open it, fill the card, submit; no redirect followed. */
export async function submitSandboxSetup(
  baseUrl: string,
  redirectUrl: string,
  cardNumber: string,
  action: 'save' | 'cancel' = 'save',
): Promise<Response> {
  const page = await fetch(new URL(redirectUrl, baseUrl))
  expect(page.status).toBe(200)
  const form = new URLSearchParams({
    session: sessionFieldOf(await page.text()),
    cardNumber,
    expiry: '12/30',
    cvc: '123',
    nameOnCard: 'Pat Plower',
    action,
  })
  return fetch(new URL(redirectUrl, baseUrl), { method: 'POST', body: form, redirect: 'manual' })
}

/** The ticket and card of the setup page's 303 back to /profile/autoload. */
export function setupReturnOf(response: Response): { ticket: string; card: string } {
  expect(response.status).toBe(303)
  const location = new URL(response.headers.get('location') ?? '', 'http://x')
  expect(location.pathname).toBe('/profile/autoload')
  return { ticket: location.searchParams.get('ticket') ?? '', card: location.searchParams.get('card') ?? '' }
}

/** Starts a setup for the card and saves `cardNumber` on the sandbox page: the return, not yet confirmed. */
export async function savedSetupReturn(
  app: TestApp,
  token: string,
  cardId: number,
  { cardNumber = sandboxApprovedCard, settings = autoloadSettingsBody } = {},
) {
  const started = await app.api.post('/api/salt/autoload/setup', { cardId, ...settings }, { token })
  expect(started.status, JSON.stringify(started.body)).toBe(200)
  const { redirectUrl } = started.body as { redirectUrl: string }
  expect(redirectUrl).toMatch(/^\/pay\/sandbox\/setup\/setup_[\w-]+\?session=/)
  return setupReturnOf(await submitSandboxSetup(app.url, redirectUrl, cardNumber))
}

/** Setup start to confirmation: autoload is on for the card with the sandbox card saved. */
export async function turnAutoloadOn(
  app: TestApp,
  token: string,
  cardId: number,
  options: { cardNumber?: string; settings?: typeof autoloadSettingsBody } = {},
) {
  const back = await savedSetupReturn(app, token, cardId, options)
  const confirmed = await app.api.post('/api/salt/autoload/setup/confirm', back, { token })
  expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200)
  expect(confirmed.body).toMatchObject({ saved: true, card: { status: 'on' } })
  return confirmed.body as { saved: true; card: Record<string, unknown> }
}

/** A customer whose card holds $300 with autoload on at $200 below, $500 a top-up. */
export async function cardWithAutoload(app: TestApp, options: Parameters<typeof turnAutoloadOn>[3] = {}) {
  const owner = await customerWithCard(app.deps.db, app.api.signIn.bind(app.api), { balanceCents: 30_000 })
  await turnAutoloadOn(app, owner.token, owner.card.id, options)
  return owner
}
