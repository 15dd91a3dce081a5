import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { accounts } from '#server/db/schema.ts'
import {
  enqueueSetPasswordLink,
  noPasswordYet,
  setPasswordLinkLifetimeMs,
} from '#server/services/auth/set-password-link.ts'
import { createAccount } from '#tests/support/seed.ts'
import { startTestApp, testSiteUrl } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps, smtp } = app

const linkPattern = new RegExp(`${testSiteUrl.replace(/\./g, '\\.')}/\\?reset=([A-Za-z0-9_-]+)`)

async function mailLink(accountId: number, reason: 'new-customer' | 'staff-invitation', at: Date) {
  const [account] = await deps.db.select().from(accounts).where(eq(accounts.id, accountId))
  await deps.db.transaction((tx) => enqueueSetPasswordLink(tx, deps, { account: account!, reason, now: at }))
  await app.deliverMail()
  const mail = smtp.to(account!.eMail).at(-1)!
  return { mail, token: linkPattern.exec(mail.text)?.[1] }
}

describe('a set-password link staff send', () => {
  test('an account with no password yet cannot sign in; the mailed link sets one, once', async () => {
    const customer = await createAccount(deps.db, { name: 'Nadia <Plows>' })
    await deps.db.update(accounts).set({ passwordHash: noPasswordYet }).where(eq(accounts.id, customer.id))
    const refused = await api.get(
      `/api/salt/login?username=${encodeURIComponent(customer.eMail)}&password=${encodeURIComponent(noPasswordYet)}`,
    )
    expect(refused.status).toBe(401)

    const { mail, token } = await mailLink(customer.id, 'new-customer', deps.now())
    expect(mail.subject).toBe('Set your Draglam Salt password')
    expect(mail.text).toContain('Your Salt Card account with Draglam Salt is ready.')
    expect(mail.text).toContain('within 7 days')
    expect(mail.html).toContain('Nadia &#60;Plows&#62;')
    expect(token).toBeDefined()
    // The storefront titles the popup of this link for setting a password, not resetting a forgotten one.
    expect(mail.text).toContain(`?reset=${token}&welcome=1`)

    const set = await api.post('/api/salt/change-pass', { token, newPass: 'winter-plow-2026' })
    expect(set.status).toBe(200)
    expect(await api.signIn(customer.eMail, 'winter-plow-2026')).toEqual(expect.any(String))
    const again = await api.post('/api/salt/change-pass', { token, newPass: 'another-pass-2026' })
    expect(again.status).toBe(400)
  })

  test('the link lasts a week, not the half hour of a self-service reset', async () => {
    const staff = await createAccount(deps.db, { name: 'New Yard Hand' })
    const sentAt = new Date(deps.now().getTime() - setPasswordLinkLifetimeMs + 60 * 60_000)
    const { mail, token } = await mailLink(staff.id, 'staff-invitation', sentAt)
    expect(mail.subject).toBe('Your Draglam Salt staff account')
    expect((await api.post('/api/salt/change-pass', { token, newPass: 'yard-hand-2026' })).status).toBe(200)

    const late = await mailLink(staff.id, 'staff-invitation', new Date(sentAt.getTime() - 2 * 60 * 60_000))
    expect(
      (await api.post('/api/salt/change-pass', { token: late.token, newPass: 'yard-hand-2027' })).status,
    ).toBe(400)
  })
})
