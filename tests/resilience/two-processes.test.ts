import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { loadConfig } from '#server/config.ts'
import { cardLedger, erpPostings, erpSandboxDocuments, locations } from '#server/db/schema.ts'
import { createSession } from '#server/services/auth/sessions.ts'
import { limits } from '#server/services/rate-limit.ts'
import { type ApiResponse, apiClient } from '#tests/support/api-client.ts'
import { ledgerOf, pageText, pollUntil } from '#tests/support/resilience/process-checks.ts'
import { seedListCatalog, sendEmail, validList } from '#tests/support/my-list.ts'
import {
  checkoutRedirect,
  createPickupPlace,
  createScaleKey,
  returnOf,
  scaleTicket,
  sendPickup,
  submitSandboxPayment,
} from '#tests/support/salt-card.ts'
import { createAccount, createCard, createStaff } from '#tests/support/seed.ts'
import { outboxAgainstInbox, startTwoProcesses } from '#tests/support/resilience/two-processes.ts'

/**
 * Scale-out: two production servers (child processes) on one PostgreSQL database, a round-robin proxy in
 * front, one SMTP server. What one process does, the other must see; what both do at once must happen once.
 */
const processes = await startTwoProcesses()
afterAll(() => processes.close())
const { a, b, proxy, database } = processes
const { db } = database
const [viaA, viaB, viaProxy] = [apiClient(a.url), apiClient(b.url), apiClient(proxy.url)]
const ttlSeconds = loadConfig({}).PAGE_CACHE_SECONDS
await seedListCatalog(db)
await createPickupPlace(db)
const session = (accountId: number) => createSession(db, accountId, new Date())

describe('two app processes on one PostgreSQL database', () => {
  test('a session made on one works on the other, and signing out on the other ends it on both', async () => {
    const customer = await createAccount(db)
    const token = await viaA.signIn(customer.eMail, customer.password)
    expect((await viaB.get('/api/salt/profile', { token })).status).toBe(200)
    expect((await viaB.post('/api/salt/logout', {}, { token })).status).toBe(200)
    expect((await viaA.get('/api/salt/profile', { token })).status).toBe(401)
  })

  test('login failures are counted across both: past the limit either one refuses', async () => {
    const customer = await createAccount(db)
    const ip = '203.0.113.77'
    const { limit } = limits.loginFailuresPerUsernameAndIp
    const wrong = (api: typeof viaA) =>
      api.post('/api/salt/login', { username: customer.eMail, password: 'not-the-password-1' }, { ip })
    const statuses = []
    for (let i = 0; i < limit; i++) statuses.push((await wrong(i % 2 ? viaB : viaA)).status)
    expect(statuses).toEqual(Array(limit).fill(401))
    // Each process saw only half of the failures: only a shared counter refuses now.
    expect((await wrong(viaA)).status).toBe(429)
    expect((await wrong(viaB)).status).toBe(429)
    const right = { username: customer.eMail, password: customer.password }
    expect((await viaB.post('/api/salt/login', right, { ip })).status).toBe(429)
    expect((await viaB.post('/api/salt/login', right, { ip: '203.0.113.78' })).status).toBe(200)
  })

  test(`a yard saved through one shows on the other within the page cache's ${ttlSeconds} s`, async () => {
    const [yard] = await db.select().from(locations).where(eq(locations.slug, 'bradford'))
    // An editor may change any yard; yard staff reach only the yards granted to them.
    const token = await session((await createStaff(db, 3000)).id)
    const page = `/location/${yard!.slug}`
    // Both have the page stored, as a busy shop would.
    for (const url of [a.url, b.url]) await pollUntil(async () => (await pageText(url, page)).cached, 30_000)
    const notice = `CLOSED TODAY (ICE ${Date.now()})`
    const saved = await viaA.request(`/api/salt/admin/locations/${yard!.id}`, {
      method: 'PUT',
      token,
      json: { version: yard!.version, todaysHours: notice },
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    const savedAt = Date.now()
    expect((await pageText(a.url, page)).html, 'the saving process cleared its own cache').toContain(notice)
    let staleAnswers = 0
    await pollUntil(async () => {
      const fresh = (await pageText(b.url, page)).html.includes(notice)
      if (!fresh) staleAnswers++
      return fresh
    }, 30_000)
    const lagMs = Date.now() - savedAt
    console.log(
      `content change: visible on the other process after ${lagMs} ms (${staleAnswers} stale answers)`,
    )
    // The TTL, plus one render of the page on a busy machine.
    expect(lagMs).toBeLessThan(ttlSeconds * 1000 + 3_000)
  })

  test('50 pickups at once through both never overdraw; a ticket sent 10 times is booked once', async () => {
    const customer = await createAccount(db)
    const card = await createCard(db, customer.id, { balancesCents: [1_000_000] })
    const [debitKey, replayKey] = [
      await createScaleKey(db, ['bradford']),
      await createScaleKey(db, ['bradford']),
    ]
    const before = [...proxy.served]
    // 50 × $300 = $15,000 asked of $10,000: 33 fit, 17 must be refused.
    const firstAnswers = await Promise.all(
      Array.from({ length: 50 }, () => {
        const ticket = scaleTicket({ cardNo: card.cardNo, amountCents: 30_000 })
        return sendPickup(viaProxy, ticket, debitKey).then((answer) => ({ ticket, answer }))
      }),
    )
    expect(proxy.served.map((count, i) => count - before[i]!)).toEqual([25, 25])
    // Fifty pickups on one card queue on its row, each holding one of a process's ten connections: on a starved
    // machine a request may wait past the pool's limit and be answered 503 with Retry-After, before it wrote anything.
    // The scale sends that ticket again after the wait, as it does after any 503; the ticket number makes it safe.
    const answers = await Promise.all(
      firstAnswers.map(({ ticket, answer }) =>
        resendWhileUnavailable(answer, () => sendPickup(viaProxy, ticket, debitKey)),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    expect(statuses.filter((status) => status === 200)).toHaveLength(33)
    expect(statuses.filter((status) => status === 409)).toHaveLength(17)

    const ticket = scaleTicket({ cardNo: card.cardNo, amountCents: 1_000 })
    const send = () => sendPickup(viaProxy, ticket, replayKey)
    const replays = await Promise.all(
      Array.from({ length: 10 }, async () => resendWhileUnavailable(await send(), send)),
    )
    expect(replays.map((replay) => replay.status)).toEqual(Array(10).fill(200))
    expect(new Set(replays.map((replay) => JSON.stringify(replay.body))).size).toBe(1)
    expect(replays.filter((replay) => replay.headers.get('idempotent-replayed') !== 'true')).toHaveLength(1)

    const ledger = await ledgerOf(db, card.id)
    expect(ledger.problems).toEqual([])
    expect(ledger.balanceCents).toBe(1_000_000 - 33 * 30_000 - 1_000)
    expect(ledger.entries.filter((entry) => entry.externalRef === ticket.ticketNo)).toHaveLength(1)
  })

  test('a payment paid on one process and confirmed 10 times through both credits once', async () => {
    const customer = await createAccount(db)
    const card = await createCard(db, customer.id)
    const token = await session(customer.id)
    const redirectUrl = await checkoutRedirect(viaA, token, card.id, 75_000)
    const back = returnOf(await submitSandboxPayment(b.url, redirectUrl, { cardNumber: '4242424242424242' }))
    const confirm = () => viaProxy.get('/api/salt/load-funds', { token, query: back })
    const answers = await Promise.all(Array.from({ length: 10 }, confirm))
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200))
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1)
    expect(answers[0]!.body).toMatchObject({ success: true, amountCents: 75_000, balanceCents: 75_000 })
    const loads = await db.select().from(cardLedger).where(eq(cardLedger.cardId, card.id))
    expect(loads).toHaveLength(1)
  })

  test('mail queued through one is sent exactly once by the two workers; each ERP posting is posted once', async () => {
    // Forty lists from eight customers: one account may send ten an hour (limits.listSubmissionsPerAccount).
    const tokens = await Promise.all(
      Array.from({ length: 8 }, async () => session((await createAccount(db)).id)),
    )
    const body = { htmlType: 'myListSubmission', htmlData: { list: validList() } }
    const submitted = await Promise.all(
      Array.from({ length: 40 }, (_, i) => sendEmail(viaA, body, { token: tokens[i % tokens.length] })),
    )
    expect(submitted.map((answer) => answer.status)).toEqual(Array(40).fill(200))

    const mail = await outboxAgainstInbox(processes)
    console.log(
      `mail: ${mail.queued} queued, ${mail.sent} marked sent, ${mail.received} received ` +
        `(${[...mail.bySender].map(([name, count]) => `${count} from ${name}`).join(', ')})`,
    )
    expect(mail.differences).toEqual([])
    expect(mail.sent).toBe(mail.queued)
    expect([...mail.bySender.keys()].sort(), 'both workers took part').toEqual(['app-a.test', 'app-b.test'])

    await pollUntil(async () => {
      const open = await db.select().from(erpPostings).where(eq(erpPostings.status, 'pending'))
      return open.length === 0
    }, 60_000)
    const postings = await db.select().from(erpPostings)
    const documents = await db.select().from(erpSandboxDocuments)
    console.log(`ERP: ${postings.length} postings, ${documents.length} documents in the NAV sandbox`)
    expect(postings.filter((posting) => posting.status !== 'approved' || posting.attempts !== 1)).toEqual([])
    expect(documents).toHaveLength(postings.length)
  })
})

/** Sends again, as often as told to wait (a 503 with Retry-After, the database briefly out of reach), up to 5 times. */
async function resendWhileUnavailable(
  first: ApiResponse,
  send: () => Promise<ApiResponse>,
): Promise<ApiResponse> {
  let answer = first
  for (let resent = 0; resent < 5 && answer.status === 503; resent++) {
    const waitSeconds = Number(answer.headers.get('retry-after'))
    expect(waitSeconds, 'a 503 says when to try again').toBeGreaterThan(0)
    console.log(`pickup answered 503 (${JSON.stringify(answer.body)}); sent again after ${waitSeconds} s`)
    await new Promise((resolve) => setTimeout(resolve, waitSeconds * 1000))
    answer = await send()
  }
  return answer
}
