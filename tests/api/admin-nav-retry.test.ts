import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { and, eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { staffLevels } from '#domain/account/access.ts'
import type { AdminDashboard } from '#domain/admin/dashboard.ts'
import type { RetryNavResponse } from '#domain/admin/transactions/answers.ts'
import { erpConnectorFor } from '#server/adapters/erp/index.ts'
import { erpSandboxFailKey } from '#server/adapters/erp/sandbox.ts'
import { auditLog, cardLedger, erpPostings, erpSandboxDocuments } from '#server/db/schema.ts'
import { createApp } from '#server/index.ts'
import { claimDuePostings } from '#server/services/salt-card/erp-postings.ts'
import { readSetting } from '#server/services/settings.ts'
import {
  driveToDead,
  postingOf,
  runWorkerUntilIdle,
  sessionTokens,
  setOutage,
  settleNav,
  writeEntry,
} from '#tests/support/admin-transactions.ts'
import { apiClient } from '#tests/support/api-client.ts'
import { minutes } from '#tests/support/clock.ts'
import { type SeededAccount, createAccount, createCard, createStaff } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app
const maxAttempts = deps.config.ERP_MAX_ATTEMPTS

const cardHolder = await createAccount(deps.db, { name: 'Retry Test Haulage' })
const card = await createCard(deps.db, cardHolder.id, { balancesCents: [10_000_000] })
const pickup = () =>
  writeEntry(app, card.id, {
    amountCents: -12_345,
    at: '2026-01-21T14:15:00Z',
    yard: 'concord',
    product: 'Treated Salt',
    tonnes: '0.653',
  })

const tokenOf = sessionTokens(app)
const staff = new Map<number, SeededAccount>()
for (const level of Object.values(staffLevels)) staff.set(level, await createStaff(deps.db, level))
const tokenAt = (level: number) => tokenOf(staff.get(level)!)

const retry = async (body: unknown, token?: string) =>
  api.post('/api/salt/retrynav', body, { token: token ?? (await tokenAt(staffLevels.manager)) })
const retried = async (body: unknown) => {
  const response = await retry(body)
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body as RetryNavResponse
}
const switchOutage = async (on: unknown, token?: string) =>
  api.request('/api/salt/admin/nav-outage', {
    method: 'PUT',
    json: { on },
    token: token ?? (await tokenAt(staffLevels.manager)),
  })

/** The sandbox's documents for a ledger entry: NAV must never hold two. */
const navDocuments = (ledgerId: number) =>
  deps.db
    .select()
    .from(erpSandboxDocuments)
    .where(eq(erpSandboxDocuments.documentNo, `NAV-SC-${ledgerId}`))
const auditRows = (action: string, subject: string) =>
  deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.subject, subject)))

/** A pickup whose first attempt the worker made with the fault switch on. */
async function failedPosting() {
  await settleNav(app)
  const entry = await pickup()
  await setOutage(app, true)
  await runWorkerUntilIdle(app)
  const posting = await postingOf(deps.db, entry.id)
  expect(posting).toMatchObject({ status: 'failed', attempts: 1 })
  return { entry, posting }
}

describe('POST /api/salt/retrynav: who may', () => {
  test('401 signed out; 403 for a customer, yard staff and editors; managers and owners may', async () => {
    const { posting } = await failedPosting()
    expect((await api.post('/api/salt/retrynav', { postingId: posting.id })).status).toBe(401)
    expect((await retry({ postingId: posting.id }, await tokenOf(cardHolder))).status).toBe(403)
    for (const level of [staffLevels.yard, staffLevels.editor])
      expect((await retry({ postingId: posting.id }, await tokenAt(level))).status, `level ${level}`).toBe(
        403,
      )
    // Refused calls made no attempt.
    expect(await postingOf(deps.db, posting.ledgerId!)).toMatchObject({ attempts: 1 })
    expect((await retry({ postingId: posting.id }, await tokenAt(staffLevels.manager))).status).toBe(200)
    expect((await retry({ postingId: posting.id }, await tokenAt(staffLevels.owner))).status).toBe(200)
  })
})

describe('POST /api/salt/retrynav: one attempt now, through the worker code', () => {
  test('with the outage on: success false, attempts rise, still failed, audited; switched off: approved, one NAV document', async () => {
    const { entry, posting } = await failedPosting()
    const failed = await retried({ postingId: posting.id })
    expect(failed).toEqual({ success: false, status: 'failed', attempts: 2, documentNo: null })
    const afterFailure = await postingOf(deps.db, entry.id)
    expect(afterFailure).toMatchObject({ status: 'failed', attempts: 2, erpDocumentNo: null })
    expect(afterFailure.lastError).toContain('fault switch is on')
    // The worker's backoff continues from the retry: the next automatic attempt after two failures is a minute away.
    expect(afterFailure.nextAttemptAt.getTime() - deps.now().getTime()).toBeGreaterThan(55_000)
    const [audit] = await auditRows('nav-posting.retried', `nav-postings/${posting.id}`)
    expect(audit?.details).toMatchObject({
      ledgerId: entry.id,
      connector: 'sandbox',
      before: { status: 'failed', attempts: 1 },
      after: { status: 'failed', attempts: 2 },
    })
    expect(await navDocuments(entry.id)).toEqual([])

    expect((await switchOutage(false)).status).toBe(200)
    const approved = await retried({ postingId: posting.id })
    expect(approved).toEqual({
      success: true,
      status: 'approved',
      attempts: 3,
      documentNo: `NAV-SC-${entry.id}`,
    })
    expect(await postingOf(deps.db, entry.id)).toMatchObject({
      status: 'approved',
      attempts: 3,
      lastError: null,
      erpDocumentNo: `NAV-SC-${entry.id}`,
    })
    expect(await navDocuments(entry.id)).toHaveLength(1)
    expect(await auditRows('nav-posting.retried', `nav-postings/${posting.id}`)).toHaveLength(2)
  })

  test('a retry of an approved posting is a no-op answering success: no attempt, no audit row, no second document', async () => {
    const { entry, posting } = await failedPosting()
    await setOutage(app, false)
    expect(await retried({ ledgerId: entry.id })).toMatchObject({ success: true, attempts: 2 })
    for (const item of [{ ledgerId: entry.id }, { postingId: posting.id }]) {
      expect(await retried(item)).toEqual({
        success: true,
        status: 'approved',
        attempts: 2,
        documentNo: `NAV-SC-${entry.id}`,
      })
    }
    expect(await postingOf(deps.db, entry.id)).toMatchObject({ status: 'approved', attempts: 2 })
    expect(await auditRows('nav-posting.retried', `nav-postings/${posting.id}`)).toHaveLength(1)
    expect(await navDocuments(entry.id)).toHaveLength(1)
  })

  test(`a dead posting (${maxAttempts} failed worker attempts) stays dead on a failed retry, and is approved once NAV is back`, async () => {
    await settleNav(app)
    const entry = await pickup()
    await driveToDead(app, [entry.id])
    expect(await postingOf(deps.db, entry.id)).toMatchObject({ status: 'dead', attempts: maxAttempts })

    expect(await retried({ ledgerId: entry.id })).toEqual({
      success: false,
      status: 'dead',
      attempts: maxAttempts + 1,
      documentNo: null,
    })
    expect(await postingOf(deps.db, entry.id)).toMatchObject({ status: 'dead', attempts: maxAttempts + 1 })
    // The worker still leaves it alone.
    await setOutage(app, false)
    app.clock.advance(minutes(120))
    await app.deliverMail()
    expect(await postingOf(deps.db, entry.id)).toMatchObject({ status: 'dead', attempts: maxAttempts + 1 })

    expect(await retried({ ledgerId: entry.id })).toMatchObject({ success: true, status: 'approved' })
    expect(await navDocuments(entry.id)).toHaveLength(1)
  })

  test('two retries at once: one attempt, one NAV document; the other is told it is under way or already approved', async () => {
    const { entry, posting } = await failedPosting()
    await setOutage(app, false)
    const answers = await Promise.all([retry({ postingId: posting.id }), retry({ postingId: posting.id })])
    const statuses = answers.map((answer) => answer.status).sort()
    expect([
      [200, 200],
      [200, 409],
    ]).toContainEqual(statuses)
    for (const answer of answers) {
      if (answer.status === 200) expect(answer.body).toMatchObject({ success: true, status: 'approved' })
      else expect(answer.body).toMatchObject({ error: { code: 'retry_in_progress' } })
    }
    expect(await postingOf(deps.db, entry.id)).toMatchObject({ status: 'approved', attempts: 2 })
    expect(await navDocuments(entry.id)).toHaveLength(1)
    expect(await auditRows('nav-posting.retried', `nav-postings/${posting.id}`)).toHaveLength(1)
  })

  test('a posting a worker has claimed and not answered yet is refused until its lease runs out', async () => {
    const { entry, posting } = await failedPosting()
    await setOutage(app, false)
    app.clock.advance(minutes(1))
    const claimed = await claimDuePostings(deps.db, deps.now(), 100)
    expect(claimed.map((row) => row.id)).toContain(posting.id)
    const refused = await retry({ postingId: posting.id })
    expect(refused.status).toBe(409)
    expect(refused.body).toMatchObject({ error: { code: 'retry_in_progress' } })
    expect(await postingOf(deps.db, entry.id)).toMatchObject({ attempts: 2, status: 'failed' })

    // The worker died with the claim: after the lease the posting is free, and the retry posts it.
    app.clock.advance(minutes(5) + 1)
    expect(await retried({ postingId: posting.id })).toMatchObject({ success: true, attempts: 3 })
    expect(await navDocuments(entry.id)).toHaveLength(1)
  })

  test('a pending posting has not failed: 409, and nothing is posted', async () => {
    const entry = await pickup()
    const response = await retry({ ledgerId: entry.id })
    expect(response.status).toBe(409)
    expect(response.body).toMatchObject({ error: { code: 'not_failed' } })
    expect(await postingOf(deps.db, entry.id)).toMatchObject({ status: 'pending', attempts: 0 })
  })

  test('an unknown posting, or a ledger entry without one, is a 404', async () => {
    for (const item of [{ postingId: 2_147_483_647 }, { ledgerId: 2_147_483_647 }]) {
      const response = await retry(item)
      expect(response.status).toBe(404)
      expect(response.body).toMatchObject({ error: { code: 'not_found' } })
    }
    // An opening balance written straight into the ledger has no posting.
    const bare = await createCard(deps.db, cardHolder.id, { balancesCents: [5_000] })
    const [entry] = await deps.db
      .select({ id: cardLedger.id })
      .from(cardLedger)
      .where(eq(cardLedger.cardId, bare.id))
    expect(await deps.db.select().from(erpPostings).where(eq(erpPostings.ledgerId, entry!.id))).toEqual([])
    expect((await retry({ ledgerId: entry!.id })).status).toBe(404)
  })

  test.each([
    [{}],
    [{ postingId: 1, ledgerId: 1 }],
    [{ postingId: 'abc' }],
    [{ postingId: '12' }],
    [{ postingId: true }],
    [{ postingId: 0 }],
    [{ postingId: -3 }],
    [{ postingId: 1.5 }],
    [{ postingId: 2_147_483_648 }],
    [{ ledgerId: 1e300 }],
    [{ ledgerId: null }],
    [[1]],
  ])('bad input is a 400, never a 500: %j', async (body) => {
    const response = await retry(body)
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ error: { code: 'invalid_input' } })
  })

  test('a body that is not JSON, or holds a NUL, is a 400', async () => {
    const notJson = await api.request('/api/salt/retrynav', {
      method: 'POST',
      token: await tokenAt(staffLevels.manager),
      rawBody: '{"postingId": ',
    })
    expect(notJson.status).toBe(400)
    // A bare JSON string is not an object: the body parser refuses it before the schema sees it.
    const bareString = await retry('postingId=1')
    expect(bareString.status).toBe(400)
    expect(bareString.body).toMatchObject({ error: { code: 'entity_parse_failed' } })
    const nul = await retry({ postingId: 1, note: 'a\u0000b' })
    expect(nul.status).toBe(400)
  })
})

describe('PUT /api/salt/admin/nav-outage: the sandbox fault switch', () => {
  test('managers switch it on and off; each change is audited, the same value again is not a change', async () => {
    await setOutage(app, false)
    const subject = `settings/${erpSandboxFailKey}`
    const before = (await auditRows('nav-outage.switched', subject)).length
    const on = await switchOutage(true)
    expect(on.status).toBe(200)
    expect(on.body).toEqual({ connector: 'sandbox', outage: true })
    expect(await readSetting(deps.db, erpSandboxFailKey)).toBe(true)
    expect((await switchOutage(true)).status).toBe(200)
    const options = await api.get('/api/salt/admin/transactions/options', {
      token: await tokenAt(staffLevels.manager),
    })
    expect((options.body as { nav: unknown }).nav).toEqual({ connector: 'sandbox', outage: true })

    expect((await switchOutage(false, await tokenAt(staffLevels.owner))).body).toEqual({
      connector: 'sandbox',
      outage: false,
    })
    expect(await readSetting(deps.db, erpSandboxFailKey)).toBe(false)
    const rows = await auditRows('nav-outage.switched', subject)
    expect(rows.slice(before).map((row) => row.details)).toEqual([
      { before: false, after: true },
      { before: true, after: false },
    ])
  })

  test('401 signed out, 403 below manager; a body that is not a boolean is a 400', async () => {
    expect(
      (await api.request('/api/salt/admin/nav-outage', { method: 'PUT', json: { on: true } })).status,
    ).toBe(401)
    for (const token of [
      await tokenOf(cardHolder),
      await tokenAt(staffLevels.yard),
      await tokenAt(staffLevels.editor),
    ])
      expect((await switchOutage(true, token)).status).toBe(403)
    for (const on of ['yes', 1, null, undefined]) expect((await switchOutage(on)).status).toBe(400)
    expect(await readSetting(deps.db, erpSandboxFailKey)).toBe(false)
  })
})

describe('with the real NAV connector (OData, against a local stub of NAV)', () => {
  test('no outage switch (404, and the setting is untouched); retrynav posts through OData, once', async () => {
    const created = new Map<string, string>()
    let navDown = true
    const nav = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString()))
      req.on('end', () => {
        res.setHeader('content-type', 'application/json')
        if (navDown) {
          res.statusCode = 503
          res.end(JSON.stringify({ error: { message: 'Service Unavailable' } }))
          return
        }
        if (req.method === 'GET') {
          const external = /External_Document_No eq '(.+)'/.exec(decodeURIComponent(req.url!))?.[1]
          const known = external && created.get(external)
          res.end(JSON.stringify({ value: known ? [{ Document_No: known }] : [] }))
          return
        }
        const posted = JSON.parse(body) as { External_Document_No: string }
        const documentNo = `PSC${String(created.size + 1).padStart(5, '0')}`
        created.set(posted.External_Document_No, documentNo)
        res.statusCode = 201
        res.end(JSON.stringify({ Document_No: documentNo }))
      })
    })
    await new Promise<void>((resolve) => nav.listen(0, '127.0.0.1', resolve))
    const config = {
      ...deps.config,
      ERP_ODATA_URL: `http://127.0.0.1:${(nav.address() as AddressInfo).port}/NAV/ODataV4/Company('Draglam')`,
      ERP_ODATA_USER: 'SALTWEB',
      ERP_ODATA_KEY: 'web-service-key',
    }
    const navDeps = { ...deps, config, erp: erpConnectorFor(config, deps.db) }
    expect(navDeps.erp.name).toBe('odata')
    const server = await new Promise<Server>((resolve) => {
      const listening = createApp(navDeps).listen(0, '127.0.0.1', () => resolve(listening))
    })
    const navApi = apiClient(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)
    try {
      await setOutage(app, false)
      const options = await navApi.get('/api/salt/admin/transactions/options', {
        token: await tokenAt(staffLevels.manager),
      })
      expect((options.body as { nav: unknown }).nav).toEqual({ connector: 'odata', outage: null })
      const refused = await navApi.request('/api/salt/admin/nav-outage', {
        method: 'PUT',
        json: { on: true },
        token: await tokenAt(staffLevels.manager),
      })
      expect(refused.status).toBe(404)
      expect(await readSetting(deps.db, erpSandboxFailKey)).toBe(false)

      const { entry, posting } = await failedPosting()
      await setOutage(app, false)
      const down = await navApi.post(
        '/api/salt/retrynav',
        { postingId: posting.id },
        { token: await tokenAt(staffLevels.manager) },
      )
      expect(down.body).toEqual({ success: false, status: 'failed', attempts: 2, documentNo: null })
      expect((await postingOf(deps.db, entry.id)).lastError).toContain('NAV answered 503')

      navDown = false
      const up = await navApi.post(
        '/api/salt/retrynav',
        { ledgerId: entry.id },
        { token: await tokenAt(staffLevels.manager) },
      )
      expect(up.body).toEqual({ success: true, status: 'approved', attempts: 3, documentNo: 'PSC00001' })
      const again = await navApi.post(
        '/api/salt/retrynav',
        { ledgerId: entry.id },
        { token: await tokenAt(staffLevels.manager) },
      )
      expect(again.body).toMatchObject({ success: true, attempts: 3, documentNo: 'PSC00001' })
      expect([...created.keys()]).toEqual([`SC-${entry.id}`])
      const [audit] = (await auditRows('nav-posting.retried', `nav-postings/${posting.id}`)).slice(-1)
      expect(audit?.details).toMatchObject({
        connector: 'odata',
        after: { status: 'approved', documentNo: 'PSC00001' },
      })
    } finally {
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      await new Promise<void>((resolve) => nav.close(() => resolve()))
    }
  })
})

describe('the dashboard', () => {
  test('managers and owners see how many postings are dead, with a link to them; editors do not', async () => {
    const dashboard = async (token: string) =>
      (await api.get('/api/salt/admin/dashboard', { token })).body as AdminDashboard
    const deadItem = (board: AdminDashboard) =>
      board.attention.find((item) => item.kind === 'dead-nav-postings')
    await settleNav(app)
    const deadBefore = await deps.db.select().from(erpPostings).where(eq(erpPostings.status, 'dead'))
    const entries = [await pickup(), await pickup()]
    await driveToDead(
      app,
      entries.map((entry) => entry.id),
    )
    await setOutage(app, false)
    const count = deadBefore.length + 2
    for (const token of [await tokenAt(staffLevels.manager), await tokenAt(staffLevels.owner)]) {
      expect(deadItem(await dashboard(token))).toEqual({
        kind: 'dead-nav-postings',
        text: `${count} NAV postings are dead: every automatic attempt failed. Retry them in Track transactions.`,
        section: 'tracktransactions',
        query: 'status=dead',
      })
    }
    expect(deadItem(await dashboard(await tokenAt(staffLevels.editor)))).toBeUndefined()

    for (const entry of entries) await retried({ ledgerId: entry.id })
    for (const posting of deadBefore) await retried({ postingId: posting.id })
    expect(deadItem(await dashboard(await tokenAt(staffLevels.manager)))).toBeUndefined()
  })
})
