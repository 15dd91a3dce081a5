import fc from 'fast-check'
import { afterAll, describe, expect, test } from 'vitest'
import { problemsOf } from '#tests/support/answer-checks.ts'
import { type ApiRoute, apiRoutesOf } from '#tests/support/api-routes.ts'
import { freshToken } from '#tests/support/auth-identities.ts'
import { schemaFieldNames } from './fuzz-inputs.ts'
import { fuzzCase, sendCase } from './fuzz-request.ts'
import { OutcomeClasses, answerClass, outcomeSummary } from './fuzz-outcomes.ts'
import { casesFrom, fuzzSeed } from './fuzz-settings.ts'
import { createPickupPlace, createScaleKey } from '#tests/support/salt-card.ts'
import { createCard, createStaff } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

/**
 * Random requests to every endpoint. The count is sized by what the cases reach: each answer falls in an outcome class
 * (its status and error code), and the summary prints, per route, the case at which its last new class first came.
 * Measured with `FUZZ_CASES=300` (2026-11-27, 88 routes): every route had all its classes by case 164, most by case
 * 38; 200 keeps a margin at two thirds of the time. `FUZZ_CASES=<n>` measures again after the inputs or the routes
 * change.
 */
const casesPerRoute = casesFrom('FUZZ_CASES', 200)
console.info(
  `api fuzz: seed ${fuzzSeed}, ${casesPerRoute} cases per route (FUZZ_SEED, FUZZ_CASES override them)`,
)

/**
 * Defines the fuzz over one half of the routes (every other route in the router's order, so the halves take about as
 * long), against an app of its own: two files, one per half, run on two cores at once. Each route gets the same seeded
 * cases whichever half it is in.
 */
export async function defineApiFuzz(half: 0 | 1) {
  const app = await startTestApp()
  const routes = apiRoutesOf(app.deps).filter((_, index) => index % 2 === half)
  const fieldNames = schemaFieldNames()

  // The owner passes every staff guard and has a card of its own, so random input reaches every handler's checks.
  const owner = await createStaff(app.deps.db, 9000)
  await createCard(app.deps.db, owner.id, { balancesCents: [50_000] })
  const ownerToken = await freshToken(app, owner.id)
  const place = await createPickupPlace(app.deps.db)
  /** Routes that end the session they are called with get a session of their own for each case. */
  const sessionEnding = new Set(['POST /api/salt/logout'])

  const outcomes = new Map<string, OutcomeClasses>()
  afterAll(async () => {
    console.info(outcomeSummary('api fuzz', outcomes, { cases: casesPerRoute, seed: fuzzSeed }))
    await app.close()
  })

  async function headersFor(route: ApiRoute): Promise<Record<string, string>> {
    // A scale key of its own for each case: the per-key rate limit would otherwise answer most cases in place of the
    // ticket checks.
    if (route.key === 'POST /api/salt/pickups')
      return { 'x-api-key': await createScaleKey(app.deps.db, [place.locationSlug]) }
    const token = sessionEnding.has(route.key) ? await freshToken(app, owner.id) : ownerToken
    return { authorization: `Bearer ${token}` }
  }

  describe.concurrent(
    `random queries and bodies to every /api route read from the router, half ${half + 1}`,
    () => {
      test.each(routes)('$key', async (route) => {
        const classes = new OutcomeClasses()
        outcomes.set(route.key, classes)
        await fc.assert(
          fc.asyncProperty(fuzzCase(route, fieldNames), async (input) => {
            const answer = await sendCase(app.url, route, input, await headersFor(route))
            classes.add(answerClass(answer))
            expect(problemsOf(answer), `${answer.status} ${answer.text.slice(0, 300)}`).toEqual([])
          }),
          { numRuns: casesPerRoute, seed: fuzzSeed },
        )
        // The owner is still signed in and still an owner: no case took the walk's rights away halfway.
        expect((await app.api.get('/api/salt/admin/audit', { token: ownerToken })).status).toBe(200)
      })
    },
  )
}
