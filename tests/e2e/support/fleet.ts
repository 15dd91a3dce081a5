import { randomBytes } from 'node:crypto'
import type { APIRequestContext } from '@playwright/test'
import type { CompanyRole } from '#domain/account/company-roles.ts'
import type { AdminApplication } from '#domain/admin/queues/application-schemas.ts'
import type { AdminCustomer } from '#domain/admin/customers/answers.ts'
import { demoScaleHouseKey } from '#server/db/seed/salt-card.ts'
import { expect } from './fixtures.ts'
import { waitForPasswordLink } from './mail.ts'
import { demoToken } from './site.ts'

/**
 * A customer of the test's own, for the fleet specs (card controls, company users): an application approved with two
 * cards, $250 credited to the first by a manager, the password set from the mailed link and a session opened. The
 * demo customers other specs read stay as they are.
 */
export async function newCustomer(request: APIRequestContext) {
  const tag = randomBytes(4).toString('hex')
  const email = `fleet-${tag}@controls-plowing.example`
  const password = `fleet-controls-${tag}`
  const address = ownAddress(tag)
  const applied = await request.post('/api/salt/send-email', {
    headers: address,
    data: {
      htmlType: 'applySalt',
      htmlData: {
        fullName: 'Dana Fleet',
        company: `Fleet Controls ${tag}`,
        email,
        contactNumber: '705-555-0190',
        companyAddress: '3 Depot Rd',
      },
    },
  })
  expect(applied.status()).toBe(200)
  const staff = { authorization: `Bearer ${await demoToken(request, 'manager')}` }
  const list = await request.get('/api/salt/admin/applications', { headers: staff, params: { q: email } })
  const [row] = ((await list.json()) as { items: AdminApplication[] }).items
  const application = (await (
    await request.get(`/api/salt/admin/applications/${row!.id}`, { headers: staff })
  ).json()) as AdminApplication
  const approved = await request.post(`/api/salt/admin/applications/${row!.id}/approve`, {
    headers: staff,
    data: { version: application.version, cards: 2 },
  })
  expect(approved.status(), await approved.text()).toBe(200)
  const customerId = ((await approved.json()) as AdminApplication).account!.id
  const customer = (await (
    await request.get(`/api/salt/admin/customers/${customerId}`, { headers: staff })
  ).json()) as AdminCustomer
  const card = customer.cards[0]!
  const credited = await request.post(
    `/api/salt/admin/customers/${customerId}/cards/${card.id}/adjustments`,
    {
      headers: { ...staff, 'idempotency-key': `e2e-credit-${tag}` },
      data: { direction: 'credit', amount: '250.00', reason: 'E2E opening balance' },
    },
  )
  expect(credited.status(), await credited.text()).toBe(201)
  return { card, email, token: await passwordFromMail(request, email, password, address) }
}

/**
 * A person's own address (IPv6's documentation range, the tag's random bits): the per-address limits of applications
 * and of set-password links are theirs, not the suite's, whose own tests apply and reset from 127.0.0.1.
 */
const ownAddress = (tag: string) => ({ 'x-forwarded-for': `2001:db8::${tag.slice(0, 4)}:${tag.slice(4)}` })

/** Sets `password` from the set-password link mailed to `email`, signs in, and answers the session's token. */
async function passwordFromMail(
  request: APIRequestContext,
  email: string,
  password: string,
  address: Record<string, string>,
): Promise<string> {
  const link = await waitForPasswordLink(email)
  const token = new URL(link).searchParams.get('reset')
  const set = await request.post('/api/salt/change-pass', {
    headers: address,
    data: { token, newPass: password },
  })
  expect(set.status(), await set.text()).toBe(200)
  const login = await request.post('/api/salt/login', {
    headers: address,
    data: { username: email, password },
  })
  expect(login.status(), await login.text()).toBe(200)
  return ((await login.json()) as { token: string }).token
}

/** The owner (`ownerToken`) invites a person with `role`; they set their password from the mail and sign in. */
export async function invitedUser(request: APIRequestContext, ownerToken: string, role: CompanyRole) {
  const tag = randomBytes(4).toString('hex')
  const email = `${role}-${tag}@controls-plowing.example`
  const invited = await request.post('/api/salt/account/users', {
    headers: { authorization: `Bearer ${ownerToken}` },
    data: { name: `Pat ${role}`, email, role },
  })
  expect(invited.status(), await invited.text()).toBe(201)
  const { id } = (await invited.json()) as { id: number }
  return { id, email, token: await passwordFromMail(request, email, `fleet-${role}-${tag}`, ownAddress(tag)) }
}

/** A scale-house ticket for `cardNo` at Bradford, sent with the demo scale key. */
export const scalePickup = (
  request: APIRequestContext,
  ticket: { ticketNo: string; cardNo: string; tonnes: number; amountCents: number },
) =>
  request.post('/api/salt/pickups', {
    headers: { 'x-api-key': demoScaleHouseKey },
    data: {
      ...ticket,
      locationSlug: 'bradford',
      product: 'Rock Salt',
      PrintedDateTime: new Date().toISOString(),
    },
  })
