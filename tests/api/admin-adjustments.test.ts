import { randomUUID } from 'node:crypto'
import { and, asc, eq, sql } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { auditLog, cardLedger, erpPostings, erpSandboxDocuments, outbox } from '#server/db/schema.ts'
import { overlapping, postAdjustment, signedInManager } from '#tests/support/api/admin-customers.ts'
import { deliverAllMail } from '#tests/support/salt-card.ts'
import { createAccount, createCard } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps, smtp } = app
const { manager, token } = await signedInManager(app)

const ledgerOf = (cardId: number) =>
  deps.db.select().from(cardLedger).where(eq(cardLedger.cardId, cardId)).orderBy(asc(cardLedger.id))

const balanceOf = async (cardId: number) => (await ledgerOf(cardId)).at(-1)?.balanceAfterCents ?? 0

async function customerWithCard(balanceCents: number, options: { status?: 'active' | 'deactivated' } = {}) {
  const customer = await createAccount(deps.db, { name: 'Barrie Snow Removal' })
  const card = await createCard(deps.db, customer.id, {
    balancesCents: balanceCents ? [balanceCents] : [],
    ...options,
  })
  return { customer, card, target: { customerId: customer.id, cardId: card.id } }
}

describe('a balance adjustment', () => {
  test('a credit: an adjustment entry with reason and staff member, its NAV posting, an audit row and the mail', async () => {
    const { customer, card, target } = await customerWithCard(10_000)
    const response = await postAdjustment(api, token, target, {
      direction: 'credit',
      amount: '25.50',
      reason: 'Refund: load charged twice on 2026-11-20',
    })
    expect(response.status, JSON.stringify(response.body)).toBe(201)
    expect(response.body).toMatchObject({ amountCents: 2_550, balanceCents: 12_550, replayed: false })

    const entry = (await ledgerOf(card.id)).at(-1)!
    expect(entry).toMatchObject({
      type: 'adjustment',
      amountCents: 2_550,
      balanceAfterCents: 12_550,
      reason: 'Refund: load charged twice on 2026-11-20',
      staffAccountId: manager.id,
    })
    const [posting] = await deps.db.select().from(erpPostings).where(eq(erpPostings.ledgerId, entry.id))
    expect(posting).toMatchObject({ status: 'pending' })
    const [audit] = await deps.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `cards/${card.id}`))
    expect(audit).toMatchObject({
      action: 'cards.adjusted',
      actorAccountId: manager.id,
      details: {
        customerNo: customer.customerNo,
        cardNo: card.cardNo,
        ledgerId: entry.id,
        amountCents: 2_550,
        balanceBeforeCents: 10_000,
        balanceAfterCents: 12_550,
        reason: 'Refund: load charged twice on 2026-11-20',
      },
    })

    // The worker posts the adjustment to NAV (the sandbox connector here) as it does loads and pickups.
    await deliverAllMail(app)
    const [posted] = await deps.db.select().from(erpPostings).where(eq(erpPostings.ledgerId, entry.id))
    expect(posted).toMatchObject({ status: 'approved' })
    const [document] = await deps.db
      .select()
      .from(erpSandboxDocuments)
      .where(eq(erpSandboxDocuments.documentNo, posted!.erpDocumentNo!))
    expect(document?.payload).toMatchObject({
      entryType: 'adjustment',
      customerNo: customer.customerNo,
      cardNo: card.cardNo,
      amountCents: 2_550,
    })
    const [mail] = smtp.to(customer.eMail)
    expect(mail?.subject).toBe(`Your Salt Card ${card.cardNo} was credited $25.50`)
    expect(mail?.text).toContain('Reason: Refund: load charged twice on 2026-11-20')
    expect(mail?.text).toContain('New balance: $125.50.')
    expect(mail?.text).not.toContain('Load funds before your next pickup')
  })

  test('a debit below the account threshold says so in the mail', async () => {
    const { customer, card, target } = await customerWithCard(30_000)
    const response = await postAdjustment(api, token, target, {
      direction: 'debit',
      amount: '150',
      reason: 'Correction: pickup ticket TK-88 was booked by hand',
    })
    expect(response.status).toBe(201)
    expect(response.body).toMatchObject({ amountCents: -15_000, balanceCents: 15_000 })
    await deliverAllMail(app)
    const [mail] = smtp.to(customer.eMail)
    expect(mail?.subject).toBe(`Your Salt Card ${card.cardNo} was debited $150.00`)
    expect(mail?.text).toContain('This is below $200.00. Load funds before your next pickup:')
    expect(mail?.text).toContain(`/profile/load-card?card=${card.id}`)
  })

  test('a debit the balance does not cover is a 409 that says why, and writes nothing', async () => {
    const { customer, card, target } = await customerWithCard(4_000)
    const response = await postAdjustment(api, token, target, {
      direction: 'debit',
      amount: '40.01',
      reason: 'Too much',
    })
    expect(response.status).toBe(409)
    expect(response.body).toEqual({
      error: {
        code: 'insufficient_funds',
        message: 'The card holds $40.00: a debit of $40.01 would take it below zero.',
      },
    })
    expect(await ledgerOf(card.id)).toHaveLength(1)
    expect(
      await deps.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.subject, `cards/${card.id}`)),
    ).toEqual([])
    expect(await deps.db.select().from(outbox).where(eq(outbox.toAddress, customer.eMail))).toEqual([])

    const exact = await postAdjustment(api, token, target, {
      direction: 'debit',
      amount: '40',
      reason: 'Refund of the rest',
    })
    expect(exact.status).toBe(201)
    expect(await balanceOf(card.id)).toBe(0)
  })

  test('the same idempotency key twice adjusts once; reused for other values it is a 409', async () => {
    const { customer, card, target } = await customerWithCard(5_000)
    const key = randomUUID()
    const body = { direction: 'credit', amount: '10', reason: 'Goodwill credit' }
    const first = await postAdjustment(api, token, target, body, key)
    const again = await postAdjustment(api, token, target, body, key)
    expect(first.status).toBe(201)
    expect(again.status).toBe(200)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(again.body).toEqual({ ...(first.body as object), replayed: true })
    expect(await ledgerOf(card.id)).toHaveLength(2)

    const other = await postAdjustment(api, token, target, { ...body, amount: '11' }, key)
    expect(other.status).toBe(409)
    expect(other.body).toMatchObject({ error: { code: 'idempotency_conflict' } })
    expect(await balanceOf(card.id)).toBe(6_000)
    await deliverAllMail(app)
    expect(smtp.to(customer.eMail)).toHaveLength(1)
  })

  test('a double click (two requests with one key at once) adjusts once', async () => {
    const { card, target } = await customerWithCard(5_000)
    const key = randomUUID()
    const body = { direction: 'debit', amount: '12.34', reason: 'Correction' }
    // Ledger inserts wait until both requests are inside the database, so they truly overlap.
    const answers = await overlapping(app, sql`lock table card_ledger in share mode`, 2, () =>
      Promise.all([
        postAdjustment(api, token, target, body, key),
        postAdjustment(api, token, target, body, key),
      ]),
    )
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 201])
    expect(await ledgerOf(card.id)).toHaveLength(2)
    expect(await balanceOf(card.id)).toBe(3_766)
  })

  test('20 parallel debits that together exceed the balance never take it below zero', async () => {
    const { card, target } = await customerWithCard(10_000)
    const answers = await overlapping(app, sql`lock table card_ledger in share mode`, 2, () =>
      Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          postAdjustment(api, token, target, {
            direction: 'debit',
            amount: '7.00',
            reason: `Correction ${i}`,
          }),
        ),
      ),
    )
    const statuses = answers.map((answer) => answer.status)
    // $100.00 covers 14 debits of $7.00; the 15th would need $105.00.
    expect(statuses.filter((status) => status === 201)).toHaveLength(14)
    const refused = answers.filter((answer) => answer.status !== 201)
    expect(refused).toHaveLength(6)
    for (const answer of refused) {
      expect(answer.status).toBeGreaterThanOrEqual(400)
      expect(answer.status).toBeLessThan(500)
      expect(answer.body).toMatchObject({ error: { code: 'insufficient_funds' } })
    }

    const entries = await ledgerOf(card.id)
    const final = entries.at(-1)!.balanceAfterCents
    expect(final).toBe(200)
    expect(entries.reduce((sum, entry) => sum + entry.amountCents, 0)).toBe(final)
    let running = 0
    for (const entry of entries) {
      running += entry.amountCents
      expect(entry.balanceAfterCents).toBe(running)
      expect(entry.balanceAfterCents).toBeGreaterThanOrEqual(0)
    }
  })

  test("a deactivated card can be refunded down to zero; another customer's card is not found", async () => {
    const { card, target } = await customerWithCard(7_500, { status: 'deactivated' })
    const refund = await postAdjustment(api, token, target, {
      direction: 'debit',
      amount: '75.00',
      reason: 'Card closed: balance refunded by cheque',
    })
    expect(refund.status).toBe(201)
    expect(await balanceOf(card.id)).toBe(0)

    const other = await customerWithCard(7_500)
    const crossed = await postAdjustment(
      api,
      token,
      { customerId: target.customerId, cardId: other.card.id },
      { direction: 'debit', amount: '1', reason: 'Wrong customer' },
    )
    expect(crossed.status).toBe(404)
    expect(await balanceOf(other.card.id)).toBe(7_500)
  })

  test('bad input is a 400 naming the field; no key is a 400; a staff account is no customer', async () => {
    const { card, target } = await customerWithCard(5_000)
    const cases: Array<[Record<string, string>, string]> = [
      [{ direction: 'credit', amount: '-5', reason: 'x' }, 'amount'],
      [{ direction: 'credit', amount: '0.00', reason: 'x' }, 'amount'],
      [{ direction: 'credit', amount: '1.234', reason: 'x' }, 'amount'],
      [{ direction: 'credit', amount: '1000000.01', reason: 'x' }, 'amount'],
      [{ direction: 'credit', amount: '5', reason: '   ' }, 'reason'],
      [{ direction: 'refund', amount: '5', reason: 'x' }, 'direction'],
    ]
    for (const [body, field] of cases) {
      const response = await postAdjustment(api, token, target, body as never)
      expect(response.status, JSON.stringify(body)).toBe(400)
      expect(response.body).toMatchObject({
        error: { code: 'invalid_input', fields: { [field]: expect.any(String) } },
      })
    }
    const noKey = await postAdjustment(
      api,
      token,
      target,
      { direction: 'credit', amount: '5', reason: 'x' },
      '',
    )
    expect(noKey.status).toBe(400)
    expect(noKey.body).toMatchObject({ error: { code: 'invalid_idempotency_key' } })
    expect(await ledgerOf(card.id)).toHaveLength(1)

    const staffCard = await createCard(deps.db, manager.id, { balancesCents: [1_000] })
    const onStaff = await postAdjustment(
      api,
      token,
      { customerId: manager.id, cardId: staffCard.id },
      { direction: 'credit', amount: '5', reason: 'x' },
    )
    expect(onStaff.status).toBe(404)
  })

  test('a customer signed in as themselves cannot adjust their own card', async () => {
    const { customer, target } = await customerWithCard(5_000)
    const own = await api.signIn(customer.eMail, customer.password)
    const response = await postAdjustment(api, own, target, {
      direction: 'credit',
      amount: '500',
      reason: 'Free money',
    })
    expect(response.status).toBe(403)
    const adjustments = await deps.db
      .select()
      .from(cardLedger)
      .where(and(eq(cardLedger.cardId, target.cardId), eq(cardLedger.type, 'adjustment')))
    expect(adjustments).toEqual([])
  })
})
