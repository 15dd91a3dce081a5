import type { Server } from 'node:http'
import { and, eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { productionFrontEnd } from '#server/front-end.ts'
import { seedCatalog } from '#server/db/seed/catalog.ts'
import { seedContent } from '#server/db/seed/content.ts'
import { seedLocations } from '#server/db/seed/locations.ts'
import { posts } from '#server/db/schema.ts'
import { createHttpServer } from '#server/http/http-server.ts'
import { createPageCache } from '#server/http/page-cache/page-cache.ts'
import { createApp } from '#server/index.ts'
import { countingDb } from '#tests/support/resilience/query-counter.ts'
import { closeNow, listenOnLoopback, portOf } from '#tests/support/raw-http.ts'
import { startTestApp } from '#tests/support/test-app.ts'

/**
 * Cheaper renders (ADR 0012, 0014): the statements one server render of each public page kind sends, once the read model
 * holds the catalogue, the locations, the posts and the FAQ. The page cache is off, so every request renders, and
 * none of them asks the database anything.
 */
// The read model keeps what it read for PAGE_CACHE_SECONDS (5 s by default). A loaded machine can take longer than
// that between a page's two renders, so the entries are kept for an hour here: the warm render finds them whatever
// the load.
const app = await startTestApp({ env: { PAGE_CACHE_SECONDS: '3600' } })
await seedCatalog(app.deps.db, { storage: app.deps.storage })
await seedLocations(app.deps.db)
await seedContent(app.deps.db)
const [news] = await app.deps.db
  .select({ slug: posts.slug })
  .from(posts)
  .where(and(eq(posts.kind, 'news'), eq(posts.status, 'published')))
  .limit(1)

const counting = countingDb(app.deps.db)
const deps = { ...app.deps, db: counting.db }
const pageCache = createPageCache({ ttlMs: 0, isHttps: () => false })
const shop = createApp(deps, { frontEnd: await productionFrontEnd(deps, { pageCache }) })
const server: Server = await listenOnLoopback(createHttpServer(pageCache.answerHitsBefore(shop)))
const base = `http://127.0.0.1:${portOf(server)}`
afterAll(async () => {
  await closeNow(server)
  await app.close()
})

/** Statements per render, warm read model: at most this many for each page kind. */
const budgets: Array<[path: string, statements: number]> = [
  ['/', 0],
  ['/products', 0],
  ['/products/bulk-salt', 0],
  ['/products/bulk-salt/rock-salt', 0],
  ['/safety-documents', 0],
  ['/location', 0],
  ['/location/bradford', 0],
  ['/faq', 0],
  ['/news', 0],
  [`/news/${news!.slug}`, 0],
  ['/about', 0],
]

async function statementsFor(path: string): Promise<number> {
  counting.reset()
  const response = await fetch(`${base}${path}`, { headers: { accept: 'text/html' } })
  await response.arrayBuffer()
  expect(response.status, path).toBe(200)
  return counting.count()
}

const cold = new Map<string, number>()
afterAll(() => {
  console.info(
    `statements per render, cold → warm:\n${budgets.map(([path]) => `${path}: ${cold.get(path)} → ${warm.get(path)}`).join('\n')}`,
  )
})
const warm = new Map<string, number>()

describe('query budget per public page render', () => {
  test.each(budgets)('%s: at most %i statement(s) once the read model is warm', async (path, budget) => {
    cold.set(path, await statementsFor(path))
    const statements = await statementsFor(path)
    warm.set(path, statements)
    expect(statements).toBeLessThanOrEqual(budget)
  })

  test('a content change empties the read model: the next render reads the database again', async () => {
    await statementsFor('/products')
    deps.contentChanges.notify()
    expect(await statementsFor('/products')).toBeGreaterThan(0)
    expect(await statementsFor('/products')).toBe(0)
  })
})
