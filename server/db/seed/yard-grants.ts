import { eq, inArray } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { accounts, locations, staffYardGrants } from '#server/db/schema.ts'
import { demoAccounts } from './demo-accounts.ts'
import { demoLocations } from './demo-locations.ts'

/**
 * The demo yard staff login keeps the hours and stock of every demo yard, so the README's login works as it says;
 * a member who already holds yards (granted by hand) is left as they are.
 */
export async function seedYardGrants(db: Db): Promise<boolean> {
  const [yardStaff] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.eMail, demoAccounts.yard.eMail))
  if (!yardStaff) return false
  const [held] = await db
    .select({ locationId: staffYardGrants.locationId })
    .from(staffYardGrants)
    .where(eq(staffYardGrants.accountId, yardStaff.id))
    .limit(1)
  if (held) return false
  const yards = await db
    .select({ id: locations.id })
    .from(locations)
    .where(
      inArray(
        locations.slug,
        demoLocations.map((location) => location.slug),
      ),
    )
  if (yards.length === 0) return false
  await db
    .insert(staffYardGrants)
    .values(yards.map((yard) => ({ accountId: yardStaff.id, locationId: yard.id })))
    .onConflictDoNothing()
  return true
}
