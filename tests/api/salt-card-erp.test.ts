import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { externalDocumentNo } from '#server/adapters/erp/connector.ts'
import { entitySet, odataErpConnector } from '#server/adapters/erp/odata.ts'
import { erpSandboxFailKey } from '#server/adapters/erp/sandbox.ts'
import { erpPostings, erpSandboxDocuments } from '#server/db/schema.ts'
import { claimDuePostings, erpDocumentFor } from '#server/services/salt-card/erp-postings.ts'
import { writeSetting } from '#server/services/settings.ts'
import { pickupWithPosting } from '#tests/support/salt-card.ts'
import { createAccount, createCard } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { deps } = app
const maxAttempts = deps.config.ERP_MAX_ATTEMPTS

const pickupEntry = (cardId: number) => pickupWithPosting(app, cardId)

const postingOf = async (ledgerId: number) =>
  (await deps.db.select().from(erpPostings).where(eq(erpPostings.ledgerId, ledgerId)))[0]!

const customer = await createAccount(deps.db)
const card = await createCard(deps.db, customer.id, { balancesCents: [10_000_000] })

describe('ERP postings through the sandbox connector', () => {
  test('fault switch on: failed with a doubling wait; off: the next due pass approves it with a NAV number', async () => {
    const entry = await pickupEntry(card.id)
    await writeSetting(deps.db, erpSandboxFailKey, true)
    try {
      await app.deliverMail()
      const first = await postingOf(entry.id)
      expect(first).toMatchObject({ status: 'failed', attempts: 1, erpDocumentNo: null })
      expect(first.lastError).toContain('fault switch is on')
      expect(first.nextAttemptAt.getTime() - deps.now().getTime()).toBeGreaterThan(25_000)
      expect(first.nextAttemptAt.getTime() - deps.now().getTime()).toBeLessThanOrEqual(30_000)

      await app.deliverMail() // not due yet: nothing happens
      expect(await postingOf(entry.id)).toMatchObject({ attempts: 1 })

      app.clock.advance(30_000)
      await app.deliverMail()
      const second = await postingOf(entry.id)
      expect(second).toMatchObject({ status: 'failed', attempts: 2 })
      expect(second.nextAttemptAt.getTime() - deps.now().getTime()).toBeGreaterThan(55_000)
    } finally {
      await writeSetting(deps.db, erpSandboxFailKey, false)
    }
    app.clock.advance(60_000)
    await app.deliverMail()
    const done = await postingOf(entry.id)
    expect(done).toMatchObject({
      status: 'approved',
      attempts: 3,
      lastError: null,
      erpDocumentNo: `NAV-${externalDocumentNo(entry.id)}`,
    })
    const [document] = await deps.db
      .select()
      .from(erpSandboxDocuments)
      .where(eq(erpSandboxDocuments.documentNo, done.erpDocumentNo!))
    expect(document?.payload).toEqual({
      externalDocumentNo: `SC-${entry.id}`,
      entryType: 'pickup',
      customerNo: customer.customerNo,
      cardNo: card.cardNo,
      postingDate: '2026-11-21',
      printedAt: '2026-11-21T14:15:00.000Z',
      amountCents: -12_345,
      reference: entry.externalRef,
      locationSlug: 'concord',
      product: 'Treated Salt',
      tonnes: '0.653',
    })
  })

  test(`dead after ${maxAttempts} failed attempts, and the worker leaves it alone after that`, async () => {
    const entry = await pickupEntry(card.id)
    await writeSetting(deps.db, erpSandboxFailKey, true)
    try {
      for (let attempt = 1; attempt <= maxAttempts; attempt++) {
        await app.deliverMail()
        expect(await postingOf(entry.id)).toMatchObject({
          attempts: attempt,
          status: attempt < maxAttempts ? 'failed' : 'dead',
        })
        app.clock.advance(60 * 60_000)
      }
    } finally {
      await writeSetting(deps.db, erpSandboxFailKey, false)
    }
    await app.deliverMail()
    expect(await postingOf(entry.id)).toMatchObject({
      status: 'dead',
      attempts: maxAttempts,
      erpDocumentNo: null,
    })
  })

  test('a repeated post of the same entry books no second document', async () => {
    const entry = await pickupEntry(card.id)
    const document = await erpDocumentFor(deps.db, entry.id)
    const first = await deps.erp.post(document)
    const again = await deps.erp.post(document)
    expect(again).toEqual(first)
    const stored = await deps.db
      .select()
      .from(erpSandboxDocuments)
      .where(eq(erpSandboxDocuments.documentNo, first.documentNo))
    expect(stored).toHaveLength(1)
  })

  test('two workers claiming at once never take the same posting', async () => {
    const entries = await Promise.all(Array.from({ length: 6 }, () => pickupEntry(card.id)))
    const [a, b] = await Promise.all([
      claimDuePostings(deps.db, deps.now(), 4),
      claimDuePostings(deps.db, deps.now(), 4),
    ])
    const claimed = [...a!, ...b!].map((posting) => posting.ledgerId)
    expect(new Set(claimed).size).toBe(claimed.length)
    const ours = entries.map((entry) => entry.id)
    const again = await claimDuePostings(deps.db, deps.now(), 10)
    expect(again.filter((posting) => ours.includes(posting.ledgerId!))).toEqual([])
    // Claimed postings come back once their lease runs out.
    app.clock.advance(5 * 60_000 + 1)
    await app.deliverMail()
    const rows = await deps.db.select().from(erpPostings).where(inArray(erpPostings.ledgerId, ours))
    expect(rows.map((row) => row.status)).toEqual(Array(6).fill('approved'))
  })
})

describe('the NAV OData connector', () => {
  test('looks the external document number up, then creates the posting, with Basic auth and NAV field names', async () => {
    const requests: Array<{ method: string; url: string; auth: string; body: string }> = []
    const created = new Set<string>()
    const nav = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk: Buffer) => (body += chunk.toString()))
      req.on('end', () => {
        requests.push({ method: req.method!, url: req.url!, auth: req.headers.authorization ?? '', body })
        res.setHeader('content-type', 'application/json')
        if (req.method === 'GET') {
          const external = /External_Document_No eq '(.+)'/.exec(decodeURIComponent(req.url!))?.[1]
          const known = external && created.has(external) ? [{ Document_No: `PSC${external}` }] : []
          res.end(JSON.stringify({ value: known }))
          return
        }
        const posted = JSON.parse(body) as { External_Document_No: string }
        if (posted.External_Document_No.endsWith('-fail')) {
          res.statusCode = 503
          res.end(JSON.stringify({ error: { message: 'Service Unavailable' } }))
          return
        }
        created.add(posted.External_Document_No)
        res.statusCode = 201
        res.end(JSON.stringify({ Document_No: `PSC${posted.External_Document_No}` }))
      })
    })
    await new Promise<void>((resolve) => nav.listen(0, '127.0.0.1', resolve))
    const { port } = nav.address() as AddressInfo
    try {
      const connector = odataErpConnector({
        baseUrl: `http://127.0.0.1:${port}/NAV/ODataV4/Company('Draglam')/`,
        user: 'SALTWEB',
        key: 'web-service-key',
      })
      const document = {
        externalDocumentNo: 'SC-41',
        entryType: 'pickup' as const,
        customerNo: 'C100001',
        cardNo: '7001000000000017',
        postingDate: '2026-11-21',
        printedAt: '2026-11-21T14:15:00.000Z',
        amountCents: -62_273,
        reference: "BRA-O'Neil-7",
        locationSlug: 'bradford',
        product: 'Bulk Rock Salt',
        tonnes: '4.370',
      }
      expect(await connector.post(document)).toEqual({ documentNo: 'PSCSC-41' })
      expect(requests.map((r) => r.method)).toEqual(['GET', 'POST'])
      const basic = `Basic ${Buffer.from('SALTWEB:web-service-key').toString('base64')}`
      expect(requests.every((r) => r.auth === basic)).toBe(true)
      expect(decodeURIComponent(requests[0]!.url)).toBe(
        `/NAV/ODataV4/Company('Draglam')/${entitySet}?$filter=External_Document_No eq 'SC-41'&$select=Document_No`,
      )
      expect(JSON.parse(requests[1]!.body)).toEqual({
        External_Document_No: 'SC-41',
        Entry_Type: 'Pickup',
        Customer_No: 'C100001',
        Card_No: '7001000000000017',
        Posting_Date: '2026-11-21',
        Printed_Date_Time: '2026-11-21T14:15:00.000Z',
        Amount: -622.73,
        Reference: "BRA-O'Neil-7",
        Location_Code: 'bradford',
        Product: 'Bulk Rock Salt',
        Quantity: 4.37,
      })

      // Posted again (say, the answer was lost): found by its external number, not created twice.
      expect(await connector.post(document)).toEqual({ documentNo: 'PSCSC-41' })
      expect(requests.map((r) => r.method)).toEqual(['GET', 'POST', 'GET'])

      // Quotes in an external number are doubled in the OData filter.
      await connector.post({ ...document, externalDocumentNo: "SC-4'2" })
      expect(decodeURIComponent(requests.at(-2)!.url)).toContain("External_Document_No eq 'SC-4''2'")

      await expect(connector.post({ ...document, externalDocumentNo: 'SC-43-fail' })).rejects.toThrow(
        /NAV answered 503/,
      )
    } finally {
      await new Promise<void>((resolve) => nav.close(() => resolve()))
    }
  })

  test('an unreachable NAV throws, so the worker retries', async () => {
    const connector = odataErpConnector({
      baseUrl: 'http://127.0.0.1:9/NAV',
      user: 'u',
      key: 'k',
      timeoutMs: 2_000,
    })
    await expect(
      connector.post({
        externalDocumentNo: 'SC-1',
        entryType: 'load',
        customerNo: 'C1',
        cardNo: '7001',
        postingDate: '2026-11-21',
        printedAt: '2026-11-21T14:15:00.000Z',
        amountCents: 5_000,
        reference: 'pay_1',
        locationSlug: null,
        product: null,
        tonnes: null,
      }),
    ).rejects.toThrow()
  })
})
