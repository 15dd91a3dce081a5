import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import type { AdminTransactionOptions, AdminTransactionRow } from '#domain/admin/transactions/answers.ts'
import type { AdminListPage } from '#domain/admin/list.ts'
import { staffLevels } from '#domain/account/access.ts'
import { type LedgerEntry, cardLedger } from '#server/db/schema.ts'
import {
  createYard,
  postingOf,
  runWorkerUntilIdle,
  setOutage,
  writeEntry,
} from '#tests/support/admin-transactions.ts'
import { createAccount, createCard, createStaff } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app

await createYard(deps.db, 'north-test', 'North Test Yard')
await createYard(deps.db, 'south-test', 'South Test Yard')

// Customer A: a load and three pickups around the Toronto midnight of 2026-01-15 (05:00 UTC in winter).
const maple = await createAccount(deps.db, { name: 'Maple Snow Removal' })
const mapleCard = await createCard(deps.db, maple.id, { name: 'Plow 1' })
const mapleLoad = await writeEntry(app, mapleCard.id, { amountCents: 50_000, at: '2026-01-10T15:00:00Z' })
const lateNight = await writeEntry(app, mapleCard.id, {
  amountCents: -5_000,
  at: '2026-01-15T04:30:00Z',
  yard: 'north-test',
  product: 'Bulk Rock Salt',
  tonnes: '0.653',
})
const afterMidnight = await writeEntry(app, mapleCard.id, {
  amountCents: -6_000,
  at: '2026-01-15T05:30:00Z',
  yard: 'south-test',
  product: 'Treated Salt',
  tonnes: '0.800',
})
const january20 = await writeEntry(app, mapleCard.id, {
  amountCents: -7_000,
  at: '2026-01-20T15:00:00Z',
  yard: 'north-test',
  product: 'Bulk Rock Salt',
  tonnes: '0.950',
})

// Customer B: a name and a product a spreadsheet would run as formulas, with commas and quotes.
const birch = await createAccount(deps.db, { name: '@Birch Lawn, "Pro" Services' })
const birchCard = await createCard(deps.db, birch.id, { name: '=1+1' })
await writeEntry(app, birchCard.id, { amountCents: 80_000, at: '2026-01-12T14:00:00Z' })
const birchPickup = await writeEntry(app, birchCard.id, {
  amountCents: -12_345,
  at: '2026-01-16T14:00:00Z',
  yard: 'south-test',
  product: '=HYPERLINK("http://evil.test")',
  tonnes: '1.500',
})
// An adjustment staff made, with its reason.
const adjustment = await writeEntry(app, birchCard.id, {
  type: 'adjustment',
  amountCents: 2_500,
  at: '2026-01-17T14:00:00Z',
})
await deps.db.update(cardLedger).set({ reason: 'Scale misread' }).where(eq(cardLedger.id, adjustment.id))

// Customer C: enough entries for two pages.
const cedar = await createAccount(deps.db, { name: 'Cedar Pages Ltd' })
const cedarCard = await createCard(deps.db, cedar.id)
const cedarEntries: LedgerEntry[] = []
for (let day = 1; day <= 27; day++)
  cedarEntries.push(
    await writeEntry(app, cedarCard.id, {
      amountCents: 1_000,
      at: `2026-02-${String(day).padStart(2, '0')}T15:00:00Z`,
    }),
  )

// Every posting through the real worker and the sandbox: approved; then Birch's pickup of the 18th fails.
await runWorkerUntilIdle(app)
await setOutage(app, true)
const birchFailed = await writeEntry(app, birchCard.id, {
  amountCents: -1_000,
  at: '2026-01-18T14:00:00Z',
  yard: 'north-test',
  product: 'Bulk Rock Salt',
  tonnes: '0.100',
})
await runWorkerUntilIdle(app)
await setOutage(app, false)

const customer = await createAccount(deps.db)
const customerToken = await api.signIn(customer.eMail, customer.password)
const tokens = new Map<number, string>()
for (const level of Object.values(staffLevels)) {
  const staff = await createStaff(deps.db, level)
  tokens.set(level, await api.signIn(staff.eMail, staff.password))
}
const managerToken = tokens.get(staffLevels.manager)!

const list = async (query: Record<string, string>) => {
  const response = await api.get('/api/salt/admin/transactions', { token: managerToken, query })
  expect(response.status, JSON.stringify(response.body)).toBe(200)
  return response.body as AdminListPage<AdminTransactionRow>
}
const ids = (page: AdminListPage<AdminTransactionRow>) => page.items.map((row) => row.id)

describe('who may see the transactions', () => {
  const routes = [
    ['GET', '/api/salt/admin/transactions'],
    ['GET', '/api/salt/admin/transactions.csv'],
    ['GET', '/api/salt/admin/transactions/options'],
  ] as const

  test.each(routes)(
    '%s %s: 401 signed out, 403 for a customer, yard staff and editors; managers and owners in',
    async (method, path) => {
      expect((await api.request(path, { method })).status).toBe(401)
      expect((await api.request(path, { method, token: customerToken })).status).toBe(403)
      for (const [level, token] of tokens) {
        const response = await api.request(path, { method, token })
        expect(response.status, `level ${level}`).toBe(level >= staffLevels.manager ? 200 : 403)
      }
    },
  )
})

describe('GET /api/salt/admin/transactions', () => {
  test('every entry of every card, newest first by PrintedDateTime, with customer, card, yard and NAV posting', async () => {
    const all = await list({})
    expect(all.total).toBe(4 + 4 + 27)
    expect(all.pageSize).toBe(25)
    const times = all.items.map((row) => row.PrintedDateTime)
    expect(times).toEqual([...times].sort().reverse())
    expect(all.items[0]!.id).toBe(cedarEntries.at(-1)!.id)

    const maples = await list({ q: maple.customerNo })
    expect(ids(maples)).toEqual([january20.id, afterMidnight.id, lateNight.id, mapleLoad.id])
    const posting = await postingOf(deps.db, lateNight.id)
    expect(maples.items[2]).toEqual({
      id: lateNight.id,
      PrintedDateTime: '2026-01-15T04:30:00.000Z',
      type: 'pickup',
      reference: lateNight.externalRef,
      customerNo: maple.customerNo,
      customerName: 'Maple Snow Removal',
      cardNo: mapleCard.cardNo,
      cardName: 'Plow 1',
      yardSlug: 'north-test',
      yardName: 'North Test Yard',
      product: 'Bulk Rock Salt',
      tonnes: '0.653',
      amountCents: -5_000,
      reason: null,
      nav: {
        postingId: posting.id,
        status: 'approved',
        attempts: 1,
        lastError: null,
        documentNo: `NAV-SC-${lateNight.id}`,
      },
      priceFlag: null,
    })
  })

  test('adjustments are listed with their reason; a failed posting with its attempts and error', async () => {
    const birches = await list({ q: birch.customerNo })
    const adjusted = birches.items.find((row) => row.id === adjustment.id)
    expect(adjusted).toMatchObject({ type: 'adjustment', amountCents: 2_500, reason: 'Scale misread' })
    const failed = birches.items.find((row) => row.id === birchFailed.id)
    expect(failed?.nav).toMatchObject({ status: 'failed', attempts: 1, documentNo: null })
    expect(failed?.nav?.lastError).toContain('fault switch is on')
  })

  test('the customer filter takes the number or part of the name, any case; LIKE wildcards are plain text', async () => {
    expect((await list({ q: maple.customerNo })).total).toBe(4)
    expect((await list({ q: 'maple snow' })).total).toBe(4)
    expect((await list({ q: 'LAWN, "PRO"' })).total).toBe(4)
    expect((await list({ q: '%' })).total).toBe(0)
    expect((await list({ q: 'Nobody Of That Name' })).items).toEqual([])
  })

  test('the status filter', async () => {
    expect(ids(await list({ status: 'failed' }))).toEqual([birchFailed.id])
    expect((await list({ status: 'approved' })).total).toBe(34)
    expect((await list({ status: 'dead' })).total).toBe(0)
  })

  test('the date range is Toronto days, inclusive at both ends', async () => {
    const mapleNo = maple.customerNo
    expect(ids(await list({ q: mapleNo, from: '2026-01-15', to: '2026-01-15' }))).toEqual([afterMidnight.id])
    expect(ids(await list({ q: mapleNo, to: '2026-01-14' }))).toEqual([lateNight.id, mapleLoad.id])
    expect(ids(await list({ q: mapleNo, from: '2026-01-15' }))).toEqual([january20.id, afterMidnight.id])
    expect((await list({ from: '2026-02-01', to: '2026-02-10' })).total).toBe(10)
  })

  test('the yard filter, combined with the others', async () => {
    expect(ids(await list({ yard: 'north-test', q: 'maple' }))).toEqual([january20.id, lateNight.id])
    expect(ids(await list({ yard: 'south-test' }))).toEqual([birchPickup.id, afterMidnight.id])
    expect(ids(await list({ yard: 'north-test', status: 'failed' }))).toEqual([birchFailed.id])
    expect((await list({ yard: 'no-such-yard' })).total).toBe(0)
  })

  test('pages of 25', async () => {
    const first = await list({ q: 'Cedar Pages' })
    const second = await list({ q: 'Cedar Pages', page: '2' })
    expect(first.total).toBe(27)
    expect(first.items).toHaveLength(25)
    expect(second).toMatchObject({ page: 2, total: 27 })
    expect(ids(second)).toEqual([cedarEntries[1]!.id, cedarEntries[0]!.id])
    expect((await list({ q: 'Cedar Pages', page: '3' })).items).toEqual([])
  })

  test.each([
    [{ status: 'lost' }, 'status'],
    [{ from: '2026-02-30' }, 'from'],
    [{ from: '15/01/2026' }, 'from'],
    [{ from: '2026-01-20', to: '2026-01-10' }, 'to'],
    [{ yard: 'North Yard' }, 'yard'],
    [{ page: '0' }, 'page'],
    [{ page: '99999999999' }, 'page'],
    [{ q: 'a\u0000b' }, 'q'],
    [{ q: 'x'.repeat(201) }, 'q'],
  ])('bad filters are a 400 naming the field: %o', async (query, field) => {
    for (const path of ['/api/salt/admin/transactions', '/api/salt/admin/transactions.csv']) {
      const response = await api.get(path, { token: managerToken, query })
      expect(response.status, path).toBe(400)
      expect((response.body as { error: { fields: Record<string, string> } }).error.fields).toHaveProperty(
        field,
      )
    }
  })
})

describe('GET /api/salt/admin/transactions.csv', () => {
  const csv = async (query: Record<string, string>) => {
    const response = await api.get('/api/salt/admin/transactions.csv', { token: managerToken, query })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    return (response.body as string).split('\r\n')
  }

  test('a header row, then the filtered rows newest first, with fields quoted and formulas defused', async () => {
    const lines = await csv({ q: birch.customerNo })
    expect(lines[0]).toBe(
      'Date (Toronto),Customer number,Customer,Card number,Card name,Type,Reference,Yard,Product,Tonnes,Amount (CAD),Reason,NAV status,NAV attempts,NAV document,NAV last error',
    )
    expect(lines.at(-1)).toBe('')
    expect(lines).toHaveLength(1 + 4 + 1)
    const name = `"'@Birch Lawn, ""Pro"" Services"`
    expect(lines[3]).toBe(
      `2026-01-16 09:00,${birch.customerNo},${name},${birchCard.cardNo},'=1+1,pickup,${birchPickup.externalRef},South Test Yard,"'=HYPERLINK(""http://evil.test"")",1.500,-123.45,,approved,1,NAV-SC-${birchPickup.id},`,
    )
    expect(lines[1]).toMatch(
      new RegExp(`^2026-01-18 09:00,${birch.customerNo},.*,failed,1,,"NAV sandbox: the fault switch is on`),
    )
    expect(lines[2]).toContain(`,adjustment,${adjustment.externalRef},,,,25.00,Scale misread,approved,1,`)
  })

  test('the export takes every match, past the first page, and honours each filter', async () => {
    const cedars = await csv({ q: 'Cedar Pages' })
    expect(cedars).toHaveLength(1 + 27 + 1)
    expect((await csv({ status: 'failed' })).slice(1, -1)).toEqual([expect.stringContaining(',failed,1,')])
    const day = await csv({ q: maple.customerNo, from: '2026-01-15', to: '2026-01-15' })
    expect(day.slice(1, -1)).toEqual([
      expect.stringMatching(/^2026-01-15 00:30,.*,South Test Yard,Treated Salt,0.800,-60.00,/),
    ])
    expect((await csv({ yard: 'north-test' })).slice(1, -1)).toHaveLength(3)
    expect(await csv({ q: 'Nobody Of That Name' })).toHaveLength(2)
  })
})

describe('GET /api/salt/admin/transactions/options', () => {
  test('the yards A to Z and the sandbox connector with its switch off', async () => {
    const response = await api.get('/api/salt/admin/transactions/options', { token: managerToken })
    const options = response.body as AdminTransactionOptions
    expect(options.yards).toEqual([
      { slug: 'north-test', name: 'North Test Yard' },
      { slug: 'south-test', name: 'South Test Yard' },
    ])
    expect(options.nav).toEqual({ connector: 'sandbox', outage: false })
  })
})
