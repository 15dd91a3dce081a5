import fc from 'fast-check'
import { afterAll, describe, expect, test } from 'vitest'
import routes from '#app/routes.ts'
import { seedCatalog } from '#server/db/seed/catalog.ts'
import { pathValue, rawQuerySuffix } from '#tests/support/resilience/fuzz-inputs.ts'
import { OutcomeClasses, outcomeSummary } from '#tests/support/resilience/fuzz-outcomes.ts'
import { casesFrom, fuzzSeed } from '#tests/support/resilience/fuzz-settings.ts'
import { serveShop } from '#tests/support/resilience/serve-shop.ts'
import { startTestApp } from '#tests/support/test-app.ts'

/**
 * Random route parameters to every page address that has them, read from app/routes.ts so a new one is fuzzed by
 * itself: broken, overlong and surrogate percent-encodings, encoded slashes and dots, numbers at every edge, and
 * real names. A page answers 2xx, 3xx or 4xx, as HTML and as React Router's `.data` request; never 5xx, and never a
 * connection cut short. Seeded like the API fuzz (`FUZZ_SEED`), and sized as it is by what the cases reach: each
 * answer's class is its status and kind (page or data), and the summary prints, per pattern, the case that brought its
 * last new class. Measured with `PAGE_FUZZ_CASES=400` (2026-11-28, 16 patterns): every pattern had all its classes by
 * case 167 (the 150 used before left ten of them without their 404 for a well-formed but unknown id); 200 covers that.
 */
const casesPerPattern = casesFrom('PAGE_FUZZ_CASES', 200)

interface RouteEntry {
  path?: string
  children?: RouteEntry[]
}

function pathPatterns(entries: readonly RouteEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}` : parent
    return [...(entry.path ? [path] : []), ...pathPatterns(entry.children ?? [], path)]
  })
}

const patterns = pathPatterns(routes).filter((pattern) => pattern.includes('/:'))

const app = await startTestApp()
await seedCatalog(app.deps.db, { storage: app.deps.storage })
const shop = await serveShop(app.deps)
const outcomes = new Map<string, OutcomeClasses>()
afterAll(async () => {
  console.info(outcomeSummary('page fuzz', outcomes, { cases: casesPerPattern, seed: fuzzSeed }))
  await shop.close()
  await app.close()
})

/** A parameter: mostly the fuzz suite's path values, sometimes a name that exists, so the page behind it renders. */
const parameter = fc.oneof(
  { weight: 4, arbitrary: pathValue },
  { weight: 1, arbitrary: fc.constantFrom('bulk-salt', 'rock-salt', 'bradford', 'customers', 'products') },
)

const pageCase = (pattern: string) =>
  fc.record({
    path: fc
      .array(parameter, { minLength: 4, maxLength: 4 })
      .map((values) => pattern.replace(/:\w+/g, () => values.pop()!)),
    data: fc.boolean(),
    query: rawQuerySuffix,
  })

describe.concurrent('random route parameters to every page address that has them', () => {
  test('app/routes.ts has page addresses with parameters', () => {
    expect(patterns).toEqual(expect.arrayContaining(['/products/:grSlug/:prSlug', '/admin/:section/:record']))
  })

  test.each(patterns)('%s', async (pattern) => {
    const classes = new OutcomeClasses()
    outcomes.set(pattern, classes)
    await fc.assert(
      fc.asyncProperty(pageCase(pattern), async ({ path, data, query }) => {
        const address = `${shop.url}${path}${data ? '.data' : ''}${query && `?${query.slice(1)}`}`
        const answer = await fetch(address, { headers: { accept: 'text/html' }, redirect: 'manual' }).then(
          async (response) => ({ status: response.status, text: await response.text() }),
          (error: unknown) => ({ status: 599, text: `connection failed: ${String(error)}` }),
        )
        classes.add(`${answer.status} ${data ? 'data' : 'page'}`)
        expect(answer.status, `${address}: ${answer.text.slice(0, 300)}`).toBeLessThan(500)
      }),
      { numRuns: casesPerPattern, seed: fuzzSeed },
    )
  })
})
