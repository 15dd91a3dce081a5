import { inArray } from 'drizzle-orm'
import type { FileStorage } from '#server/adapters/file-storage.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { accounts, cards } from '#server/db/schema.ts'
import { hashPassword } from '#server/services/auth/passwords.ts'
import { seedCatalog } from './catalog.ts'
import { seedContent } from './content.ts'
import { demoAccounts } from './demo-accounts.ts'
import { seedLocations } from './locations.ts'
import { seedSaltCardDemo } from './salt-card.ts'

/** A seeder adds what of its demo data is missing and says whether it added anything. Running it again adds nothing. */
type Seeder = (db: Db, context: SeedContext) => Promise<boolean>

/** What seeders may need beside the database: file storage for seeded documents (absent: files are skipped). */
export interface SeedContext {
  storage?: FileStorage
}

/** In order: later seeders may refer to what earlier ones made (products before locations' stock). */
const seeders: Seeder[] = [seedDemoAccounts, seedSaltCardDemo, seedCatalog, seedLocations, seedContent]

/**
 * The demo data: at start on the embedded database or with SEED_DEMO=1, and by `npm run db:seed`. Every seeder
 * is idempotent, so running it again changes nothing.
 */
export async function seedDemo(db: Db, context: SeedContext = {}): Promise<{ seeded: boolean }> {
  let seeded = false
  for (const seeder of seeders) seeded = (await seeder(db, context)) || seeded
  return { seeded }
}

/** Adds whichever demo account is missing (matched by e-mail). */
async function seedDemoAccounts(db: Db): Promise<boolean> {
  const present = await db
    .select({ eMail: accounts.eMail })
    .from(accounts)
    .where(inArray(accounts.eMail, [demoAccounts.customer.eMail, demoAccounts.admin.eMail]))
  const has = (eMail: string) => present.some((row) => row.eMail === eMail)
  const needCustomer = !has(demoAccounts.customer.eMail)
  const needAdmin = !has(demoAccounts.admin.eMail)
  if (!needCustomer && !needAdmin) return false
  const [customerHash, adminHash] = await Promise.all([
    needCustomer ? hashPassword(demoAccounts.customer.password) : undefined,
    needAdmin ? hashPassword(demoAccounts.admin.password) : undefined,
  ])
  await db.transaction(async (tx) => {
    if (customerHash) await insertDemoCustomer(tx, customerHash)
    if (adminHash) {
      await tx.insert(accounts).values({
        customerNo: 'A000001',
        name: 'Salt Desk Administrator',
        eMail: demoAccounts.admin.eMail,
        passwordHash: adminHash,
        active: 2000,
        paymentOption: 'Invoice',
        company: 'Draglam Salt',
      })
    }
  })
  return true
}

async function insertDemoCustomer(tx: Tx, passwordHash: string) {
  const [customer] = await tx
    .insert(accounts)
    .values({
      customerNo: 'C100001',
      name: 'Northern Plowing Ltd.',
      eMail: demoAccounts.customer.eMail,
      passwordHash,
      active: 1,
      paymentOption: 'Prepaid',
      company: 'Northern Plowing Ltd.',
      contactNumber: '905-555-0142',
      address: '120 Industrial Pkwy S',
      city: 'Aurora',
      postalCode: 'L4G 3V6',
    })
    .returning({ id: accounts.id })
  // The cards' winter of loads and pickups, ending on their demo balances, comes from ./salt-card.ts.
  await tx.insert(cards).values([
    { cardNo: '7001000000000017', name: 'Plow truck 1', accountId: customer!.id },
    { cardNo: '7001000000000025', name: 'Loader yard', accountId: customer!.id },
  ])
}
