import { eq, inArray } from 'drizzle-orm'
import { adminLevel, staffLevels } from '#domain/account/access.ts'
import type { FileStorage } from '#server/adapters/file-storage.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { accounts, cards } from '#server/db/schema.ts'
import { hashPassword } from '#server/services/auth/passwords.ts'
import { seedCatalog } from './catalog.ts'
import { seedContent } from './content.ts'
import { demoAccounts, demoStaff } from './demo-accounts.ts'
import { seedDemoCompanyUsers } from './demo-company-users.ts'
import { seedForecastRegions } from './forecast-regions.ts'
import { seedLocations } from './locations.ts'
import { seedSaltCardDemo } from './salt-card.ts'
import { seedYardGrants } from './yard-grants.ts'

/** A seeder adds what of its demo data is missing and says whether it added anything. Running it again adds nothing. */
type Seeder = (db: Db, context: SeedContext) => Promise<boolean>

/** What seeders may need beside the database: file storage for seeded documents (absent: files are skipped). */
export interface SeedContext {
  storage?: FileStorage
}

/** In order: later seeders may refer to what earlier ones made (products before locations' stock, yards before grants). */
const seeders: Seeder[] = [
  seedDemoAccounts,
  seedDemoCompanyUsers,
  seedSaltCardDemo,
  seedCatalog,
  seedLocations,
  seedForecastRegions,
  seedYardGrants,
  seedContent,
]

/**
 * The demo data: at start on the embedded database or with SEED_DEMO=1, and by `npm run db:seed`. Every seeder
 * is idempotent, so running it again changes nothing.
 */
export async function seedDemo(db: Db, context: SeedContext = {}): Promise<{ seeded: boolean }> {
  let seeded = false
  for (const seeder of seeders) seeded = (await seeder(db, context)) || seeded
  return { seeded }
}

/**
 * Adds whichever demo account is missing (matched by e-mail). The demo owner of a data directory seeded before staff
 * levels existed (level 2000) is raised to owner, so the demo logins do what the README says.
 */
async function seedDemoAccounts(db: Db): Promise<boolean> {
  const staffEmails = demoStaff.map((staff) => demoAccounts[staff.key].eMail)
  const present = await db
    .select({ eMail: accounts.eMail, active: accounts.active })
    .from(accounts)
    .where(inArray(accounts.eMail, [demoAccounts.customer.eMail, ...staffEmails]))
  const has = (eMail: string) => present.some((row) => row.eMail === eMail)
  const needCustomer = !has(demoAccounts.customer.eMail)
  const missingStaff = demoStaff.filter((staff) => !has(demoAccounts[staff.key].eMail))
  const owner = present.find((row) => row.eMail === demoAccounts.admin.eMail)
  const raiseOwner = owner !== undefined && owner.active === adminLevel
  if (!needCustomer && missingStaff.length === 0 && !raiseOwner) return false
  const [customerHash, ...staffHashes] = await Promise.all([
    needCustomer ? hashPassword(demoAccounts.customer.password) : undefined,
    ...missingStaff.map((staff) => hashPassword(demoAccounts[staff.key].password)),
  ])
  await db.transaction(async (tx) => {
    if (customerHash) await insertDemoCustomer(tx, customerHash)
    for (const [index, staff] of missingStaff.entries()) {
      await tx.insert(accounts).values({
        customerNo: staff.customerNo,
        name: staff.name,
        eMail: demoAccounts[staff.key].eMail,
        passwordHash: staffHashes[index]!,
        active: staff.level,
        paymentOption: 'Invoice',
        company: 'Draglam Salt',
      })
    }
    if (raiseOwner)
      await tx
        .update(accounts)
        .set({ active: staffLevels.owner })
        .where(eq(accounts.eMail, demoAccounts.admin.eMail))
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
