import { PgTransaction } from 'drizzle-orm/pg-core'
import type { Db, Tx } from './client.ts'

type Reads<T extends readonly unknown[]> = { readonly [K in keyof T]: () => PromiseLike<T[K]> }

/**
 * Reads that do not depend on each other: at once on the pool, each on a connection of its own; one after another in
 * a transaction, whose one connection runs one query at a time (node-postgres queues the others, and warns that pg 9
 * will refuse them).
 */
export async function readsTogether<T extends readonly unknown[]>(db: Db | Tx, reads: Reads<T>): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as unknown as T
  const results: unknown[] = []
  for (const read of reads) results.push(await read())
  return results as unknown as T
}
