import type { Db } from '#server/db/client.ts'

/** The calls on a Drizzle database that each send one statement when awaited. */
const statementStarts = new Set([
  'select',
  'selectDistinct',
  'selectDistinctOn',
  'insert',
  'update',
  'delete',
  'execute',
  'transaction',
  '$count',
])

export interface CountingDb {
  db: Db
  /** Statements sent since the last reset (a transaction counts once, with what runs inside it). */
  count(): number
  reset(): void
}

/**
 * `db` with every statement counted, for query budgets: the builders above, and the relational API's
 * `db.query.<table>.findFirst/findMany` (one statement each, relations included).
 */
export function countingDb(db: Db): CountingDb {
  let statements = 0
  const counted =
    <F extends (...args: never[]) => unknown>(call: F) =>
    (...args: Parameters<F>) => {
      statements += 1
      return call(...args)
    }
  const tables = new Proxy(db.query, {
    get: (target, table) =>
      new Proxy(Reflect.get(target, table) as object, {
        get: (finder, method) => {
          const value = Reflect.get(finder, method) as unknown
          return typeof value === 'function' ? counted(value.bind(finder) as () => unknown) : value
        },
      }),
  })
  const proxy = new Proxy(db, {
    get(target, property) {
      if (property === 'query') return tables
      const value = Reflect.get(target, property) as unknown
      if (typeof value !== 'function') return value
      const bound = value.bind(target) as () => unknown
      return statementStarts.has(String(property)) ? counted(bound) : bound
    },
  })
  return {
    db: proxy,
    count: () => statements,
    reset: () => {
      statements = 0
    },
  }
}
