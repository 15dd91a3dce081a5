import { count } from 'drizzle-orm'
import type { Db } from '../client.ts'
import { accounts, cardLedger, cards } from '../schema.ts'
import { hashPassword } from '../../services/auth/passwords.ts'
import { demoAccounts } from './demo-accounts.ts'

/** Seeds the demo accounts into an empty database; does nothing when any account exists. */
export async function seedDemo(db: Db): Promise<{ seeded: boolean }> {
  const [existing] = await db.select({ n: count() }).from(accounts)
  if ((existing?.n ?? 0) > 0) return { seeded: false }
  const [customerHash, adminHash] = await Promise.all([
    hashPassword(demoAccounts.customer.password),
    hashPassword(demoAccounts.admin.password),
  ])
  await db.transaction(async (tx) => {
    const [customer] = await tx
      .insert(accounts)
      .values({
        customerNo: 'C100001',
        name: 'Northern Plowing Ltd.',
        eMail: demoAccounts.customer.eMail,
        passwordHash: customerHash,
        active: 1,
        paymentOption: 'Prepaid',
        company: 'Northern Plowing Ltd.',
        contactNumber: '905-555-0142',
        address: '120 Industrial Pkwy S',
        city: 'Aurora',
        postalCode: 'L4G 3V6',
      })
      .returning({ id: accounts.id })
    await tx.insert(accounts).values({
      customerNo: 'A000001',
      name: 'Salt Desk Administrator',
      eMail: demoAccounts.admin.eMail,
      passwordHash: adminHash,
      active: 2000,
      paymentOption: 'Invoice',
      company: 'Draglam Salt',
    })
    const demoCards = await tx
      .insert(cards)
      .values([
        { cardNo: '7001000000000017', name: 'Plow truck 1', accountId: customer!.id },
        { cardNo: '7001000000000025', name: 'Loader yard', accountId: customer!.id },
      ])
      .returning({ id: cards.id })
    const openingLoads = [125_000, 48_050]
    await tx.insert(cardLedger).values(
      demoCards.map((card, i) => ({
        cardId: card.id,
        type: 'load' as const,
        amountCents: openingLoads[i]!,
        balanceAfterCents: openingLoads[i]!,
        externalRef: `demo-opening-${card.id}`,
        printedAt: new Date('2026-11-02T14:30:00Z'),
      })),
    )
  })
  return { seeded: true }
}
