import type { Db } from './db/client.ts'

/**
 * What page loaders may ask of the database, one group per domain (catalogue, locations, content). Loaders reach
 * it as `context.queries`, so route modules never import server code (ADR 0001); each group lives in its service.
 */
export function createPageQueries(_db: Db) {
  return {}
}

export type PageQueries = ReturnType<typeof createPageQueries>
