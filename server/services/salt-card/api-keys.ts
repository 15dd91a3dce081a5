import { createHash, randomBytes } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { type ApiKey, apiKeys } from '#server/db/schema.ts'
import { recordAudit } from '#server/services/audit.ts'

/** Keys of machine clients (the scale houses): shown once when made, stored only as their SHA-256. */
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex')

/** lastUsedAt is for people ("is this key still in use?"): minute precision spares a write per call. */
const lastUsedPrecisionMs = 60_000

export async function createApiKey(
  db: Db,
  { name, scope = 'pickups', now }: { name: string; scope?: ApiKey['scope']; now: Date },
): Promise<{ id: number; key: string }> {
  const key = `sk_${scope}_${randomBytes(32).toString('base64url')}`
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiKeys)
      .values({ name, scope, keyHash: hashApiKey(key), createdAt: now })
      .returning({ id: apiKeys.id })
    if (!row) throw new Error('api key insert returned nothing')
    await recordAudit(tx, {
      action: 'api-key.created',
      actorAccountId: null,
      subject: name,
      details: { id: row.id, scope },
      at: now,
    })
    return { id: row.id, key }
  })
}

/** The live key of this scope, or null for an unknown or revoked one. */
export async function findApiKey(
  db: Db,
  key: string,
  scope: ApiKey['scope'],
  now: Date,
): Promise<Pick<ApiKey, 'id' | 'name'> | null> {
  const [row] = await db
    .select({ id: apiKeys.id, name: apiKeys.name, lastUsedAt: apiKeys.lastUsedAt })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, hashApiKey(key)), eq(apiKeys.scope, scope), isNull(apiKeys.revokedAt)))
  if (!row) return null
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= lastUsedPrecisionMs) {
    await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, row.id))
  }
  return { id: row.id, name: row.name }
}
