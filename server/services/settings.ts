import { eq } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/client.ts'
import { settings } from '#server/db/schema.ts'

/** Runtime switches every app process shares (e.g. the sandbox ERP's fault switch); undefined when unset. */
export async function readSetting(db: Db | Tx, key: string): Promise<unknown> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key))
  return row?.value
}

export async function writeSetting(
  db: Db | Tx,
  key: string,
  value: unknown,
  now = new Date(),
): Promise<void> {
  await db
    .insert(settings)
    .values({ key, value, updatedAt: now })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } })
}
