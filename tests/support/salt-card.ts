import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { weekdays } from '#domain/locations/hours.ts'
import type { Db } from '#server/db/client.ts'
import { apiKeys, locations, outbox, productGroups, products } from '#server/db/schema.ts'
import { hashApiKey } from '#server/services/salt-card/api-keys.ts'
import { appendLedgerEntry } from '#server/services/salt-card/ledger.ts'
import { type SeededAccount, createAccount, createCard } from './seed.ts'
import type { ApiClient } from './api-client.ts'
import type { TestApp } from './test-app.ts'

/** The hidden field's value in the sandbox payment page's form. */
export function sessionFieldOf(html: string): string {
  const match = /name="session" value="([^"]+)"/.exec(html)
  if (!match?.[1]) throw new Error('the payment page has no session field')
  return match[1]
}

export interface SandboxCard {
  cardNumber: string
  expiry?: string
  cvc?: string
  nameOnCard?: string
}

/**
 * Does what the customer's browser does on the sandbox payment page: opens it, fills the form and submits it.
 * Answers the page's response without following its redirect.
 */
export async function submitSandboxPayment(
  baseUrl: string,
  redirectUrl: string,
  card: SandboxCard,
  { action = 'pay' }: { action?: 'pay' | 'cancel' } = {},
): Promise<Response> {
  const page = await fetch(new URL(redirectUrl, baseUrl))
  expect(page.status).toBe(200)
  const form = new URLSearchParams({
    session: sessionFieldOf(await page.text()),
    cardNumber: card.cardNumber,
    expiry: card.expiry ?? '12/30',
    cvc: card.cvc ?? '123',
    nameOnCard: card.nameOnCard ?? 'Pat Plower',
    action,
  })
  return fetch(new URL(redirectUrl, baseUrl), {
    method: 'POST',
    body: form,
    redirect: 'manual',
  })
}

/** The ticket and card of the page's 303 back to /profile/load-card. */
export function returnOf(response: Response): { ticket: string; card: string } {
  expect(response.status).toBe(303)
  const location = new URL(response.headers.get('location') ?? '', 'http://x')
  expect(location.pathname).toBe('/profile/load-card')
  return { ticket: location.searchParams.get('ticket') ?? '', card: location.searchParams.get('card') ?? '' }
}

/** A Prepaid customer with one active card holding `balanceCents`, signed in. */
export async function customerWithCard(
  db: Db,
  signIn: (username: string, password: string) => Promise<string>,
  { balanceCents = 0, name = 'Plow truck' }: { balanceCents?: number; name?: string } = {},
): Promise<{ customer: SeededAccount; card: { id: number; cardNo: string }; token: string }> {
  const customer = await createAccount(db)
  const card = await createCard(db, customer.id, { name, balancesCents: balanceCents ? [balanceCents] : [] })
  const token = await signIn(customer.eMail, customer.password)
  return { customer, card, token }
}

/**
 * Worker passes until no mail is due: one pass sends at most ten, and a test may have queued more. Mail still pending
 * then (a send that failed waits for a later attempt) fails here with its row and SMTP error, instead of as a mail
 * missing from the sink later on.
 */
export async function deliverAllMail(app: TestApp): Promise<void> {
  for (let pass = 0; pass < 50; pass++) {
    await app.deliverMail()
    const pending = await app.deps.db
      .select({
        id: outbox.id,
        to: outbox.toAddress,
        attempts: outbox.attempts,
        nextAttemptAt: outbox.nextAttemptAt,
        lastError: outbox.lastError,
      })
      .from(outbox)
      .where(eq(outbox.status, 'pending'))
    const now = app.deps.now()
    if (pending.some((mail) => mail.nextAttemptAt <= now)) continue
    if (pending.length > 0)
      throw new Error(`mail not delivered at ${now.toISOString()}: ${JSON.stringify(pending)}`)
    return
  }
  throw new Error('mail still due after 50 worker passes')
}

/** Starts a load-funds checkout and answers the sandbox payment page it sends the customer to. */
export async function checkoutRedirect(api: ApiClient, token: string, cardId: number, amountCents: number) {
  const response = await api.post('/api/salt/load-funds/checkout', { cardId, amountCents }, { token })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  const { redirectUrl } = response.body as { redirectUrl: string }
  expect(redirectUrl).toMatch(/^\/pay\/sandbox\/chk_[\w-]+\?session=/)
  return redirectUrl
}

let tickets = 0
/**
 * A scale-house ticket with a fresh ticket number, printed an hour ago (pickups must be printed within the last
 * week), for the yard and product of `createPickupPlace`; `overrides` replace any field.
 */
export const scaleTicket = (overrides: Record<string, unknown> = {}) => ({
  ticketNo: `TST-${Date.now()}-${++tickets}`,
  locationSlug: 'bradford',
  product: 'Bulk Rock Salt',
  tonnes: 4.37,
  amountCents: 62_273,
  PrintedDateTime: new Date(Date.now() - 60 * 60_000).toISOString(),
  ...overrides,
})

/** A yard and a catalogue product for tickets to name (the pickups API refuses unknown ones). */
export async function createPickupPlace(
  db: Db,
  { slug = 'bradford', productName = 'Bulk Rock Salt' }: { slug?: string; productName?: string } = {},
) {
  const unique = randomBytes(4).toString('hex')
  await db.insert(locations).values({
    slug,
    locationName: `Yard ${slug}`,
    address: '1 Scale Rd',
    city: 'Bradford',
    postalCode: 'L3Z 0A1',
    phone: '905-555-0100',
    eMail: `${slug}@example.test`,
    latitude: 44.1,
    longitude: -79.6,
    weeklyHours: weekdays.map((day) => ({ day, open: true, openTime: '07:00', closeTime: '17:00' })),
  })
  const [group] = await db
    .insert(productGroups)
    .values({ slug: `group-${unique}`, name: 'Bulk' })
    .returning({ id: productGroups.id })
  const [product] = await db
    .insert(products)
    .values({ groupId: group!.id, slug: `product-${unique}`, name: productName })
    .returning({ slug: products.slug })
  return { locationSlug: slug, productSlug: product!.slug, productName }
}

/** A live pickups key for `yards`, as the api-key:create script stores it (only its hash); answers the key. */
export async function createScaleKey(db: Db, yards: string[]): Promise<string> {
  const key = `sk_pickups_${randomBytes(32).toString('base64url')}`
  await db.insert(apiKeys).values({
    name: `Scale ${yards.join('+')}`,
    scope: 'pickups',
    keyHash: hashApiKey(key),
    locationSlugs: yards,
  })
  return key
}

/** `POST /api/salt/pickups` as a scale house sends it; a `null` key sends no X-Api-Key header at all. */
export const sendPickup = (api: ApiClient, body: unknown, apiKey: string | null) =>
  api.request('/api/salt/pickups', {
    method: 'POST',
    json: body,
    ...(apiKey === null ? {} : { headers: { 'x-api-key': apiKey } }),
  })

let pickupRefs = 0
/** A pickup written through the ledger service, as the pickups API writes it: with its pending NAV posting. */
export async function pickupWithPosting(app: TestApp, cardId: number) {
  const { deps } = app
  const result = await deps.db.transaction((tx) =>
    appendLedgerEntry(
      tx,
      {
        cardId,
        type: 'pickup',
        amountCents: -12_345,
        externalRef: `ERP-${Date.now()}-${++pickupRefs}`,
        printedAt: new Date('2026-11-21T14:15:00Z'),
        locationSlug: 'concord',
        product: 'Treated Salt',
        tonnes: '0.653',
      },
      deps.now(),
    ),
  )
  if (result.outcome !== 'appended') throw new Error(result.outcome)
  return result.entry
}
