import { randomUUID } from 'node:crypto'
import { count } from 'drizzle-orm'
import { torontoToday } from '#domain/my-list/schemas.ts'
import { listRequests, outbox, productGroups, productUnits, products } from '#server/db/schema.ts'
import type { Db } from '#server/db/client.ts'
import type { ApiClient } from './api-client.ts'
import { days } from './clock.ts'

/**
 * A small catalogue of its own for the My List tests: units with minQty 1, 2 and 10, a custom size, an unpublished
 * product and a published product in an unpublished group; and bulk salt typed up to 60 t in tenths, or 10 to 400
 * bags (ADR 0030).
 */
export async function seedListCatalog(db: Db) {
  const [open, hidden] = await db
    .insert(productGroups)
    .values([
      { slug: 'list-test-salt', name: 'List Test Salt' },
      { slug: 'list-test-hidden-group', name: 'Hidden Group', published: false },
    ])
    .returning({ id: productGroups.id })
  const image = { url: '/images/products/rock-salt.svg', alt: 'Rock salt', width: 640, height: 480 }
  const rows = await db
    .insert(products)
    .values([
      { groupId: open!.id, slug: 'list-rock-salt', name: 'Treated Rock Salt <Premium>', images: [image] },
      { groupId: open!.id, slug: 'list-brine', name: 'Salt Brine' },
      { groupId: open!.id, slug: 'list-bulk-order', name: 'Bulk Order Salt' },
      { groupId: open!.id, slug: 'list-bulk-salt', name: 'Bulk Salt' },
      { groupId: open!.id, slug: 'list-retired', name: 'Retired Salt', published: false },
      { groupId: hidden!.id, slug: 'list-orphan', name: 'Orphan Salt' },
    ])
    .returning({ id: products.id, slug: products.slug })
  const id = (slug: string) => rows.find((row) => row.slug === slug)!.id
  await db.insert(productUnits).values([
    { productId: id('list-rock-salt'), unitName: 'tonne', minQty: 1 },
    { productId: id('list-rock-salt'), unitName: 'bulk sack', minQty: 2, sortOrder: 1 },
    { productId: id('list-brine'), unitName: '1,000 L tote', minQty: 1, customSize: true },
    { productId: id('list-bulk-order'), unitName: 'tonne', minQty: 10, maxQty: 10 },
    { productId: id('list-bulk-salt'), unitName: 'tonne', minQty: 1, maxQty: 60, quantityStep: 'tenth' },
    { productId: id('list-bulk-salt'), unitName: 'bag', minQty: 10, maxQty: 400, sortOrder: 1 },
    { productId: id('list-retired'), unitName: 'bag', minQty: 1 },
    { productId: id('list-orphan'), unitName: 'bag', minQty: 1 },
  ])
}

/** A valid list of the seeded catalogue, with the extra fields the browser's store keeps. */
export const validList = () => [
  { slug: 'list-rock-salt', unitName: 'tonne', quantity: 6, productName: 'Anything', imgUrl: '', minQty: 1 },
  { slug: 'list-rock-salt', unitName: 'bulk sack', quantity: 2 },
  { slug: 'list-brine', unitName: '1,000 L tote', quantity: 3, customSize: true },
]

/** yyyy-MM-dd in Toronto, `offsetDays` from now. */
export const torontoDay = (offsetDays: number) => torontoToday(new Date(Date.now() + days(offsetDays)))

export const newKey = () => randomUUID()

export const applicationForm = (email: string) => ({
  fullName: 'Riley Okafor',
  company: 'Okafor Property <Care>',
  email,
  contactNumber: '416-555-0142',
  companyAddress: '12 King St W, Toronto',
  postalCode: 'M5H 1A1',
  city: 'Toronto',
})

let ipCounter = 0
/** A fresh client address per request, so per-address limits stay out of the way unless a test wants them. */
export const nextIp = () => `198.18.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`

export interface SubmitOptions {
  key?: string | null
  token?: string
  ip?: string
}

const headersOf = (key: string | null | undefined) =>
  key === null ? {} : { 'idempotency-key': key ?? newKey() }

/** `POST /api/salt/send-email` with an Idempotency-Key (a new one unless given; null sends none). */
export const sendEmail = (api: ApiClient, body: unknown, options: SubmitOptions = {}) =>
  api.post('/api/salt/send-email', body, {
    token: options.token,
    ip: options.ip ?? nextIp(),
    headers: headersOf(options.key),
  })

/** `POST /api/salt/list-submission` with an Idempotency-Key (a new one unless given; null sends none). */
export const listSubmission = (api: ApiClient, body: unknown, options: SubmitOptions = {}) =>
  api.post('/api/salt/list-submission', body, { ip: options.ip ?? nextIp(), headers: headersOf(options.key) })

/** How many list requests and outbox mails there are: what a refused request must leave unchanged. */
export async function storedCounts(db: Db) {
  const [requests] = await db.select({ n: count() }).from(listRequests)
  const [mails] = await db.select({ n: count() }).from(outbox)
  return { requests: requests?.n ?? 0, mails: mails?.n ?? 0 }
}
