import { eq } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/client.ts'
import { slugRedirects } from '#server/db/schema.ts'

/**
 * A page moved from `fromPath` to `toPath` (its slug changed): the old path answers 301 to the new one. Older paths
 * that led to `fromPath` now lead straight to `toPath`, and a redirect away from `toPath` is dropped, because a page
 * lives there again. Called in the transaction that changes the slug.
 */
export async function recordSlugRedirect(tx: Tx, fromPath: string, toPath: string): Promise<void> {
  if (fromPath === toPath) return
  await tx.delete(slugRedirects).where(eq(slugRedirects.fromPath, toPath))
  await tx.update(slugRedirects).set({ toPath }).where(eq(slugRedirects.toPath, fromPath))
  await tx
    .insert(slugRedirects)
    .values({ fromPath, toPath })
    .onConflictDoUpdate({ target: slugRedirects.fromPath, set: { toPath } })
}

/** Where an old public path leads now, or null; asked only when a page was not found, so it costs nothing else. */
export async function findSlugRedirect(db: Db, path: string): Promise<string | null> {
  const [row] = await db
    .select({ toPath: slugRedirects.toPath })
    .from(slugRedirects)
    .where(eq(slugRedirects.fromPath, path))
  return row?.toPath ?? null
}
