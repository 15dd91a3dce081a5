import { createHash, randomBytes } from 'node:crypto'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { type ApiKey, apiKeys, locations } from '#server/db/schema.ts'
import { recordAudit } from '#server/services/audit.ts'

/** Keys of machine clients (the scale houses): shown once when made, stored only as their SHA-256. */
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex')

/** lastUsedAt is for people ("is this key still in use?"): minute precision spares a write per call. */
const lastUsedPrecisionMs = 60_000

/** What a request authenticated by a key may do: post pickups for these yards only. */
export type ApiKeyGrant = Pick<ApiKey, 'id' | 'name' | 'locationSlugs'>

export type CreateApiKeyResult =
  | { outcome: 'created'; id: number; key: string }
  /** Yards that do not exist: a key for a typo would fail every ticket it sends. */
  | { outcome: 'unknown-yards'; slugs: string[] }

/** A new key bound to `locationSlugs` (at least one existing yard); its creation is audited. */
export async function createApiKey(
  db: Db,
  {
    name,
    scope = 'pickups',
    locationSlugs,
    now,
  }: { name: string; scope?: ApiKey['scope']; locationSlugs: string[]; now: Date },
): Promise<CreateApiKeyResult> {
  const wanted = [...new Set(locationSlugs)].sort()
  if (wanted.length === 0) return { outcome: 'unknown-yards', slugs: [] }
  const key = `sk_${scope}_${randomBytes(32).toString('base64url')}`
  return db.transaction(async (tx): Promise<CreateApiKeyResult> => {
    const found = await tx
      .select({ slug: locations.slug })
      .from(locations)
      .where(inArray(locations.slug, wanted))
    const missing = wanted.filter((slug) => !found.some((row) => row.slug === slug))
    if (missing.length > 0) return { outcome: 'unknown-yards', slugs: missing }
    const [row] = await tx
      .insert(apiKeys)
      .values({ name, scope, keyHash: hashApiKey(key), locationSlugs: wanted, createdAt: now })
      .returning({ id: apiKeys.id })
    if (!row) throw new Error('api key insert returned nothing')
    await recordAudit(tx, {
      action: 'api-key.created',
      actorAccountId: null,
      subject: name,
      details: { id: row.id, scope, locationSlugs: wanted },
      at: now,
    })
    return { outcome: 'created', id: row.id, key }
  })
}

/** The live key of this scope, or null for an unknown or revoked one. */
export async function findApiKey(
  db: Db,
  key: string,
  scope: ApiKey['scope'],
  now: Date,
): Promise<ApiKeyGrant | null> {
  const [row] = await db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      locationSlugs: apiKeys.locationSlugs,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, hashApiKey(key)), eq(apiKeys.scope, scope), isNull(apiKeys.revokedAt)))
  if (!row) return null
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() >= lastUsedPrecisionMs) {
    await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, row.id))
  }
  return { id: row.id, name: row.name, locationSlugs: row.locationSlugs }
}
