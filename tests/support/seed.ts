import { randomBytes } from 'node:crypto'
import type { Db } from '#server/db/client.ts'
import { accounts, cardLedger, cards } from '#server/db/schema.ts'
import { fixturePasswordHash } from './password-hash.ts'

export interface SeededAccount {
  id: number
  customerNo: string
  eMail: string
  password: string
  name: string
}

const unique = () => randomBytes(5).toString('hex')

/** An account with unique e-mail and customer number, so tests in one file never share one by accident. */
export async function createAccount(
  db: Db,
  {
    active = 1,
    password = 'plow-the-driveway-7',
    name = 'Test Plowing Co.',
  }: { active?: number; password?: string; name?: string } = {},
): Promise<SeededAccount> {
  const id = unique()
  const eMail = `user-${id}@example.test`
  const [row] = await db
    .insert(accounts)
    .values({
      customerNo: `T${id.toUpperCase()}`,
      name,
      eMail,
      passwordHash: await fixturePasswordHash(password),
      active,
      paymentOption: 'Prepaid',
      company: name,
      city: 'Barrie',
    })
    .returning({ id: accounts.id, customerNo: accounts.customerNo })
  if (!row) throw new Error('account insert returned nothing')
  return { ...row, eMail, password, name }
}

export const createAdmin = (db: Db, options: { password?: string } = {}) =>
  createAccount(db, { ...options, active: 2000, name: 'Test Salt Desk' })

/** A staff account at a level of the staff table (2000 yard, 3000 editor, 5000 manager, 9000 owner) or any other. */
export const createStaff = (db: Db, level: number) =>
  createAccount(db, { active: level, name: `Test Staff ${level}` })

/** A card with ledger rows whose running balances are `balancesCents`, oldest first. */
export async function createCard(
  db: Db,
  accountId: number,
  {
    name = 'Truck',
    status = 'active',
    balancesCents = [],
  }: { name?: string; status?: 'active' | 'deactivated'; balancesCents?: number[] } = {},
): Promise<{ id: number; cardNo: string }> {
  const cardNo = `70${BigInt(`0x${randomBytes(6).toString('hex')}`)
    .toString()
    .padStart(14, '0')}`
  const [card] = await db
    .insert(cards)
    .values({ cardNo, name, status, accountId })
    .returning({ id: cards.id })
  if (!card) throw new Error('card insert returned nothing')
  let previous = 0
  for (const [i, balance] of balancesCents.entries()) {
    await db.insert(cardLedger).values({
      cardId: card.id,
      type: 'load',
      amountCents: balance - previous,
      balanceAfterCents: balance,
      externalRef: `test-${card.id}-${i}`,
      printedAt: new Date(),
    })
    previous = balance
  }
  return { id: card.id, cardNo }
}
