import { randomUUID } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { staffLevels } from '#domain/account/access.ts'
import {
  fetchCustomerList,
  marker,
  postAdjustment,
  signedInManager,
} from '#tests/support/api/admin-customers.ts'
import { memberOf, staffApi } from '#tests/support/api/admin-staff.ts'
import { accounts, auditLog } from '#server/db/schema.ts'
import { createCard, createStaff } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

/**
 * A deactivated staff member is not a customer: `active` is 0 for both, and a manager (who may edit customers but
 * not staff) must not reach a switched-off owner through the customer screens, or they could give it an address of
 * their own, wait for an owner to switch it back on, and take it over with a password reset.
 */
const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app

const owner = await createStaff(deps.db, staffLevels.owner)
const ownerToken = await api.signIn(owner.eMail, owner.password)
const { token: managerToken } = await signedInManager(app)

/** An owner-level member, with a card on file, whom the owner switches off. */
async function deactivatedOwner() {
  const name = `Former owner ${marker()}`
  const member = await createStaff(deps.db, staffLevels.owner)
  await deps.db.update(accounts).set({ name }).where(eq(accounts.id, member.id))
  const card = await createCard(deps.db, member.id, { balancesCents: [5_000] })
  memberOf(await staffApi(api, ownerToken).deactivate(member.id, { version: 1 }))
  return { member, card, name }
}

describe('a deactivated staff member on the customer screens', () => {
  test('the takeover stops at its first step: the manager’s list does not show them', async () => {
    const { member, name } = await deactivatedOwner()
    const byName = await fetchCustomerList(api, managerToken, { q: name })
    expect(byName.items).toEqual([])
    const byEmail = await fetchCustomerList(api, managerToken, { q: member.eMail })
    expect(byEmail.total).toBe(0)
    const switchedOff = await fetchCustomerList(api, managerToken, {
      status: 'inactive',
      q: member.customerNo,
    })
    expect(switchedOff.items).toEqual([])
  })

  test('every customer endpoint answers 404 for their id, and nothing changes', async () => {
    const { member, card } = await deactivatedOwner()
    const path = `/api/salt/admin/customers/${member.id}`
    const profile = {
      version: 1,
      name: 'Taken Over',
      eMail: `attacker-${randomUUID()}@example.test`,
      company: '',
      contactNumber: '',
      address: '',
      city: '',
      postalCode: '',
      paymentOption: 'Prepaid',
      lowBalanceThreshold: '200.00',
    }
    const answers = [
      await api.get(path, { token: managerToken }),
      await api.request(path, { method: 'PUT', token: managerToken, json: profile }),
      await api.get(`${path}/transactions`, { token: managerToken }),
      await api.request(`${path}/set-password-link`, { method: 'POST', token: managerToken, json: {} }),
      await postAdjustment(
        api,
        managerToken,
        { customerId: member.id, cardId: card.id },
        { direction: 'credit', amount: '10.00', reason: 'probe' },
      ),
      await api.get('/api/salt/actDeact', {
        token: managerToken,
        query: { customerNo: member.customerNo, action: 'activate' },
      }),
    ]
    expect(
      answers.map((answer) => [answer.status, (answer.body as { error?: { code: string } }).error?.code]),
    ).toEqual(answers.map(() => [404, 'not_found']))

    const after = memberOf(await staffApi(api, ownerToken).get(member.id))
    expect(after).toMatchObject({ eMail: member.eMail, status: 'deactivated', level: 0, role: 'owner' })
  })

  test('customers stay customers: an active and a switched-off customer are both listed', async () => {
    const name = `Plow ${marker()}`
    const active = await createStaff(deps.db, 1)
    const off = await createStaff(deps.db, 0)
    await deps.db
      .update(accounts)
      .set({ name })
      .where(inArray(accounts.id, [active.id, off.id]))
    const listed = await fetchCustomerList(api, managerToken, { q: name })
    expect(listed.items.map((row) => row.id).sort()).toEqual([active.id, off.id].sort())
  })

  test('the owner about to switch them back on sees the e-mail on file and every change since', async () => {
    const { member } = await deactivatedOwner()
    const clean = memberOf(await staffApi(api, ownerToken).get(member.id))
    expect(clean.sinceDeactivation).toMatchObject({ eMailAtDeactivation: member.eMail, changes: [] })

    // What the customer screens let a manager do before this fix, written straight to the database.
    const taken = `attacker-${randomUUID()}@example.test`
    await deps.db.update(accounts).set({ eMail: taken }).where(eq(accounts.id, member.id))
    await deps.db.insert(auditLog).values({
      action: 'customers.updated',
      actorAccountId: null,
      subject: `customers/${member.id}`,
      details: {},
      ip: '127.0.0.1',
    })
    const changed = memberOf(await staffApi(api, ownerToken).get(member.id))
    expect(changed.eMail).toBe(taken)
    expect(changed.sinceDeactivation).toMatchObject({
      eMailAtDeactivation: member.eMail,
      changes: [{ action: 'customers.updated', actorName: null }],
    })
  })
})
