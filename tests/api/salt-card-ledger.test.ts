import { eq } from 'drizzle-orm'
import { afterAll, expect, test } from 'vitest'
import { cardLedger, erpPostings } from '#server/db/schema.ts'
import { appendLedgerEntry, currentBalance } from '#server/services/salt-card/ledger.ts'
import { createAccount, createCard } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { deps } = app

const append = (cardId: number, amountCents: number, externalRef: string, type: 'load' | 'pickup' = 'load') =>
  deps.db.transaction((tx) =>
    appendLedgerEntry(tx, { cardId, type, amountCents, externalRef, printedAt: deps.now() }, deps.now()),
  )
const entriesOf = (cardId: number) => deps.db.select().from(cardLedger).where(eq(cardLedger.cardId, cardId))

test('an entry and its ERP posting are written together, with the balance after it', async () => {
  const customer = await createAccount(deps.db)
  const card = await createCard(deps.db, customer.id, { balancesCents: [10_000] })
  const result = await append(card.id, 2_500, 'pay_ledger_1')
  expect(result).toMatchObject({
    outcome: 'appended',
    balanceBeforeCents: 10_000,
    lowBalanceAlert: false,
    entry: { cardId: card.id, type: 'load', amountCents: 2_500, balanceAfterCents: 12_500 },
  })
  const entry = result.outcome === 'appended' ? result.entry : undefined
  expect(await deps.db.select().from(erpPostings).where(eq(erpPostings.ledgerId, entry!.id))).toMatchObject([
    { status: 'pending', attempts: 0 },
  ])
})

test('the same (type, externalRef) again returns the first entry and writes nothing, not even a posting', async () => {
  const customer = await createAccount(deps.db)
  const card = await createCard(deps.db, customer.id)
  const first = await append(card.id, 5_000, 'pay_ledger_2')
  const again = await append(card.id, 9_999, 'pay_ledger_2')
  expect(again).toEqual({
    outcome: 'replayed',
    entry: first.outcome === 'appended' ? first.entry : undefined,
  })
  expect(await entriesOf(card.id)).toHaveLength(1)
  const firstId = first.outcome === 'appended' ? first.entry.id : 0
  expect(await deps.db.select().from(erpPostings).where(eq(erpPostings.ledgerId, firstId))).toHaveLength(1)
  const postings = await deps.db
    .select({ id: erpPostings.id })
    .from(erpPostings)
    .innerJoin(cardLedger, eq(cardLedger.id, erpPostings.ledgerId))
    .where(eq(cardLedger.cardId, card.id))
  expect(postings).toHaveLength(1)
  // The same reference under another type is another entry (a ticket number may equal a payment id).
  expect((await append(card.id, -1_000, 'pay_ledger_2', 'pickup')).outcome).toBe('appended')
})

test('a debit past the balance is refused and writes nothing; so is a zero or fractional amount', async () => {
  const customer = await createAccount(deps.db)
  const card = await createCard(deps.db, customer.id, { balancesCents: [3_000] })
  expect(await append(card.id, -3_001, 'T-1', 'pickup')).toEqual({
    outcome: 'refused',
    reason: 'insufficient-funds',
    balanceCents: 3_000,
  })
  expect(await append(card.id, 0, 'T-2')).toMatchObject({ outcome: 'refused', reason: 'invalid-amount' })
  expect(await append(card.id, 10.5, 'T-3')).toMatchObject({ outcome: 'refused', reason: 'invalid-amount' })
  expect(await entriesOf(card.id)).toHaveLength(1)
  expect(await currentBalance(deps.db, card.id)).toBe(3_000)
  expect(await append(2_000_000_000, 100, 'T-4')).toEqual({ outcome: 'card-not-found' })
})
