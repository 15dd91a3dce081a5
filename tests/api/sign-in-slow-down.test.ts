import { eq, like } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { outbox } from '#server/db/schema.ts'
import { signIn } from '#server/services/auth/login.ts'
import { createAccount, createStaff } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { deps } = app

let ipCounter = 0
/** Every guess from its own address, as a spread-out attack sends them: no per-address limit ever applies. */
const nextIp = () => `203.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`

/** Signs in through the service, recording the pause each attempt waited instead of waiting it. */
async function attempt(username: string, password: string, ip = nextIp()) {
  const pauses: number[] = []
  const result = await signIn(
    { ...deps, wait: async (ms) => void pauses.push(ms) },
    { username, password },
    ip,
  )
  return { outcome: result.outcome, pausedMs: pauses.reduce((sum, ms) => sum + ms, 0) }
}

async function pausesOf(username: string, guesses: number): Promise<number[]> {
  const paused: number[] = []
  for (let guess = 0; guess < guesses; guess += 1)
    paused.push((await attempt(username, 'wrong-guess')).pausedMs)
  return paused
}

describe('per-account slow-down of failed sign-ins', () => {
  test('after 5 failures each attempt waits twice as long, up to 8 s; the owner still signs in, which resets it', async () => {
    const customer = await createAccount(deps.db)
    expect(await pausesOf(customer.eMail, 11)).toEqual([0, 0, 0, 0, 0, 500, 1000, 2000, 4000, 8000, 8000])
    expect(await attempt(customer.eMail, customer.password)).toEqual({ outcome: 'signed-in', pausedMs: 8000 })
    expect((await attempt(customer.eMail, 'wrong-guess')).pausedMs).toBe(0)
  })

  test('an unknown address pauses the same way, so the pause does not tell which accounts exist', async () => {
    expect(await pausesOf('nobody-here@example.test', 8)).toEqual([0, 0, 0, 0, 0, 500, 1000, 2000])
  })

  test('the window ends: 15 minutes later the account answers at once again', async () => {
    const customer = await createAccount(deps.db)
    await pausesOf(customer.eMail, 7)
    app.clock.advance(15 * 60_000)
    expect((await attempt(customer.eMail, 'wrong-guess')).pausedMs).toBe(0)
  })
})

describe('owners are alerted when one account draws many failures from many addresses', () => {
  const alertsFor = (eMail: string) =>
    deps.db
      .select()
      .from(outbox)
      .where(like(outbox.subject, `%many failed sign-ins for ${eMail}`))

  test('20 failures from 5 addresses within an hour: one mail to each active owner, once for the window', async () => {
    const owners = [await createStaff(deps.db, 9000), await createStaff(deps.db, 9000)]
    const customer = await createAccount(deps.db)
    const addresses = ['198.51.100.1', '198.51.100.2', '198.51.100.3', '198.51.100.4', '198.51.100.5']
    for (let guess = 0; guess < 19; guess += 1) await attempt(customer.eMail, 'nope', addresses[guess % 5])
    expect(await alertsFor(customer.eMail)).toEqual([])
    for (let guess = 0; guess < 10; guess += 1) await attempt(customer.eMail, 'nope', addresses[guess % 5])
    const alerts = await alertsFor(customer.eMail)
    expect(alerts.map((mail) => mail.toAddress)).toEqual(
      expect.arrayContaining(owners.map((owner) => owner.eMail)),
    )
    expect(new Set(alerts.map((mail) => mail.toAddress)).size).toBe(alerts.length)
    expect(alerts[0]!.text).toContain(
      `The account ${customer.eMail} has had 20 failed sign-ins from 5 different addresses`,
    )
  })

  test('many failures from fewer than 5 addresses are left to the per-address limits: no alert', async () => {
    const customer = await createAccount(deps.db)
    for (let guess = 0; guess < 28; guess += 1)
      await attempt(customer.eMail, 'nope', `192.0.2.${(guess % 4) + 1}`)
    expect(await alertsFor(customer.eMail)).toEqual([])
    const [any] = await deps.db.select().from(outbox).where(eq(outbox.toAddress, customer.eMail))
    expect(any).toBeUndefined()
  })
})
