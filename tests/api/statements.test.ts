import { and, eq, lt, sql } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import type { MonthlyStatement } from '#domain/statements/answers.ts'
import { cardLedger } from '#server/db/schema.ts'
import { currentBalance } from '#server/services/salt-card/ledger.ts'
import { torontoInstant } from '#server/services/salt-card/toronto-time.ts'
import { createCompanyUser, userToken } from '#tests/support/company-users.ts'
import { download } from '#tests/support/downloads.ts'
import { pdfText } from '#tests/support/pdf-text.ts'
import { createAccount, createCard } from '#tests/support/seed.ts'
import { book } from '#tests/support/statements.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app

/**
 * A company with two cards and a winter of entries around March 2026 (clocks went forward on 8 March): card A has
 * each kind of entry in March, one at 23:30 on its last evening and one at 00:30 on 1 April; card B only a January
 * load, so March shows its balance and nothing else.
 */
async function company() {
  const customer = await createAccount(deps.db, { name: 'Harbour Plowing' })
  const cardA = await createCard(deps.db, customer.id, { name: 'Plow A' })
  const cardB = await createCard(deps.db, customer.id, { name: 'Plow B' })
  await book(app, cardB.id, 'load', 10_000, '2026-01-15 09:00')
  await book(app, cardA.id, 'load', 100_000, '2026-02-10 09:00')
  await book(app, cardA.id, 'load', 2_000, '2026-02-28 23:50')
  await book(app, cardA.id, 'load', 50_000, '2026-03-01 00:10')
  await book(app, cardA.id, 'pickup', -30_000, '2026-03-10 14:00', {
    locationSlug: 'bradford',
    product: '=HYPERLINK("http://x.example")',
    tonnes: '2.000',
  })
  await book(app, cardA.id, 'adjustment', 1_500, '2026-03-15 10:00', { reason: 'Scale refund' })
  await book(app, cardA.id, 'order', -20_000, '2026-03-20 16:00')
  const lastEvening = await book(app, cardA.id, 'pickup', -5_000, '2026-03-31 23:30')
  const nextMorning = await book(app, cardA.id, 'pickup', -1_000, '2026-04-01 00:30')
  const token = await api.signIn(customer.eMail, customer.password)
  return { customer, cardA, cardB, token, lastEvening, nextMorning }
}

/** The ledger's own sum of a card's entries printed before an instant. */
async function ledgerSumBefore(cardId: number, before: Date) {
  const [row] = await deps.db
    .select({ cents: sql<number>`cast(coalesce(sum(${cardLedger.amountCents}), 0) as integer)` })
    .from(cardLedger)
    .where(and(eq(cardLedger.cardId, cardId), lt(cardLedger.printedAt, before)))
  return Number(row!.cents)
}

describe('a monthly statement', () => {
  test('opening, each kind, closing per card and in total equal the ledger, with Toronto month edges', async () => {
    const { cardA, cardB, token, lastEvening, nextMorning } = await company()
    const answer = await api.get('/api/salt/statements/2026-03', { token })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const march = answer.body as MonthlyStatement
    expect(march.cards.map((card) => card.cardName)).toEqual(['Plow A', 'Plow B'])
    const [a, b] = march.cards
    expect(a!.totals).toEqual({
      openingCents: 102_000,
      load: 50_000,
      pickup: -35_000,
      adjustment: 1_500,
      order: -20_000,
      closingCents: 98_500,
    })
    expect(b!.totals).toMatchObject({ openingCents: 10_000, closingCents: 10_000 })
    expect(b!.entries).toEqual([])
    expect(march.totals).toEqual({
      openingCents: 112_000,
      load: 50_000,
      pickup: -35_000,
      adjustment: 1_500,
      order: -20_000,
      closingCents: 108_500,
    })
    // 23:30 on 31 March in Toronto is 03:30 on 1 April in UTC: still March. 00:30 on 1 April is April's.
    const ids = a!.entries.map((entry) => entry.id)
    expect(ids).toContain(lastEvening.id)
    expect(ids).not.toContain(nextMorning.id)
    expect(a!.entries.map((entry) => entry.type)).toEqual(['load', 'pickup', 'adjustment', 'order', 'pickup'])
    expect(a!.entries.at(-1)!.balanceCents).toBe(a!.totals.closingCents)

    const [start, end] = [torontoInstant('2026-03-01'), torontoInstant('2026-04-01')]
    for (const card of [
      { id: cardA.id, statement: a! },
      { id: cardB.id, statement: b! },
    ]) {
      expect(card.statement.totals.openingCents).toBe(await ledgerSumBefore(card.id, start))
      expect(card.statement.totals.closingCents).toBe(await ledgerSumBefore(card.id, end))
    }
    // April is the last month with entries: its closing balances are the cards' balances in the ledger now.
    const april = (await api.get('/api/salt/statements/2026-04', { token })).body as MonthlyStatement
    expect(april.cards[0]!.totals.closingCents).toBe(await currentBalance(deps.db, cardA.id))
    expect(april.cards[1]!.totals.closingCents).toBe(await currentBalance(deps.db, cardB.id))
    expect(april.cards[0]!.entries.map((entry) => entry.id)).toEqual([nextMorning.id])
  })

  test('the list names the months with entries, newest first; an account without any has none', async () => {
    const { token } = await company()
    expect((await api.get('/api/salt/statements', { token })).body).toEqual({
      months: ['2026-04', '2026-03', '2026-02', '2026-01'],
    })
    const empty = await createAccount(deps.db)
    const emptyToken = await api.signIn(empty.eMail, empty.password)
    expect((await api.get('/api/salt/statements', { token: emptyToken })).body).toEqual({ months: [] })
    expect((await api.get('/api/salt/statements/2026-03', { token: emptyToken })).status).toBe(404)
  })

  test('a malformed month is a 400 naming the field; a month to come or before any entry is a 404', async () => {
    const { token } = await company()
    for (const month of ['2026-13', '2026-3', 'march', '2026-03-01']) {
      const answer = await api.get(`/api/salt/statements/${month}`, { token })
      expect(answer.status, month).toBe(400)
      expect(answer.body).toMatchObject({
        error: { code: 'invalid_input', fields: { month: expect.any(String) } },
      })
    }
    for (const month of ['2099-01', '2025-06']) {
      const answer = await api.get(`/api/salt/statements/${month}`, { token })
      expect(answer.status, month).toBe(404)
      expect(answer.body).toEqual({
        error: { code: 'not_found', message: 'There is no statement for that month.' },
      })
    }
  })

  test('the PDF carries the month, the cards and the balances; the CSV guards formulas and has every entry', async () => {
    const { token } = await company()
    const pdf = await download(app, '/api/salt/statements/2026-03/pdf', token)
    expect(pdf.status).toBe(200)
    expect(pdf.contentType).toBe('application/pdf')
    expect(pdf.disposition).toBe('attachment; filename="salt-card-statement-2026-03.pdf"')
    const { title, pages } = await pdfText(pdf.bytes)
    expect(title).toBe('Statement for March 2026')
    expect(pages.flat()).toEqual(
      expect.arrayContaining(['All cards', '$1,120.00', '$1,085.00', '2026-03-31 23:30', 'Order payment']),
    )
    expect(pages.flat().some((text) => text.startsWith('Plow A (••••'))).toBe(true)

    const csv = await api.get('/api/salt/statements/2026-03/csv', { token })
    expect(csv.status).toBe(200)
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(csv.headers.get('content-disposition')).toBe(
      'attachment; filename="salt-card-statement-2026-03.csv"',
    )
    const lines = (csv.body as string).trimEnd().split('\r\n')
    expect(lines[0]).toBe(
      'Date (Toronto),Card,Type,Reference,Location,Product,Tonnes,Amount (CAD),Balance (CAD),ERP status',
    )
    expect(lines).toContain(',Plow A,Opening balance,,,,,,1020.00,')
    expect(lines).toContain(',Plow A,Closing balance,,,,,,985.00,')
    expect(lines).toContain(',Plow B,Closing balance,,,,,,100.00,')
    expect(lines.filter((line) => /^2026-03-/.test(line))).toHaveLength(5)
    expect(lines.find((line) => line.includes('HYPERLINK'))).toContain(`"'=HYPERLINK(""http://x.example"")"`)
  })

  test("a driver's statement covers their card only; a dispatcher may not read statements", async () => {
    const { customer, cardB } = await company()
    const driver = await createCompanyUser(deps.db, customer.id, 'driver', { cardIds: [cardB.id] })
    const token = await userToken(app, driver)
    expect((await api.get('/api/salt/statements', { token })).body).toEqual({ months: ['2026-01'] })
    const march = (await api.get('/api/salt/statements/2026-03', { token })).body as MonthlyStatement
    expect(march.cards.map((card) => card.cardName)).toEqual(['Plow B'])
    expect(march.totals.closingCents).toBe(10_000)
    const dispatcher = await createCompanyUser(deps.db, customer.id, 'dispatcher')
    const refused = await api.get('/api/salt/statements', { token: await userToken(app, dispatcher) })
    expect(refused.status).toBe(403)
  })
})
