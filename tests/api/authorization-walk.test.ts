import { afterAll, describe, expect, test } from 'vitest'
import { staffLevels } from '#domain/account/access.ts'
import type { ApiResponse } from '#tests/support/api-client.ts'
import { type ApiRoute, apiRoutesOf, concretePath } from '#tests/support/api-routes.ts'
import { deadTokens, freshToken, staffAccounts, twoCustomers } from '#tests/support/auth-identities.ts'
import { otherCustomerProbes } from '#tests/support/api/other-customer-probes.ts'
import { accessOf, guardRefusals, staffRoles } from '#tests/support/api/route-access.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api } = app

const routes = apiRoutesOf(app.deps)
const dead = await deadTokens(app)
const staff = await staffAccounts(app)
const { owner, intruder } = await twoCustomers(app)
/** Ids no row has, so a call that gets past the guard changes nothing. */
const absentId = '987654'

const call = (route: ApiRoute, token?: string) =>
  api.request(concretePath(route.path, absentId), {
    method: route.method,
    token,
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { json: {} }),
  })
const callAs = async (route: ApiRoute, accountId: number) => call(route, await freshToken(app, accountId))
const routesOfKind = (kind: string) => routes.filter((route) => accessOf(route)?.kind === kind)
const describeAnswer = (response: ApiResponse) => `${response.status} ${JSON.stringify(response.body)}`
/** The body with its timestamps (a notice list's `now`) blanked: two calls a moment apart say the same. */
const withoutTimes = (body: unknown) =>
  JSON.stringify(body).replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z/g, '<time>')

/** Past the guard: whatever the route then says of the input, it is not the guard's refusal, nor a crash. */
function expectAdmitted(response: ApiResponse, who: string) {
  expect(response.status, `${who}: ${describeAnswer(response)}`).toBeLessThan(500)
  expect(response.body, who).not.toEqual(guardRefusals.signedOut)
  expect(response.body, who).not.toEqual(guardRefusals.belowLevel)
}

function expectRefused(response: ApiResponse, status: number, body: unknown, who: string) {
  expect(response.status, `${who}: ${describeAnswer(response)}`).toBe(status)
  expect(response.body, who).toEqual(body)
}

describe('the authorization walk over every /api route read from the router', () => {
  test('each route has a policy, and each staff guard demands the level of its section', () => {
    expect(routes.length).toBeGreaterThan(80)
    expect(routes.filter((route) => accessOf(route) === null).map((route) => route.key)).toEqual([])
    for (const route of routes) {
      const access = accessOf(route)!
      const level = access.kind === 'staff' ? staffLevels[access.role] : null
      expect(route.staffLevel, route.key).toBe(level)
    }
    const accountKeys = routesOfKind('account').map((route) => route.key)
    expect(accountKeys.sort()).toEqual(Object.keys(otherCustomerProbes).sort())
  })

  test.each(routes)('$key: no token, an expired token and a revoked token', async (route) => {
    const access = accessOf(route)!
    const answers = {
      'no token': await call(route),
      'an expired token': await call(route, dead.expired),
      'a revoked token': await call(route, dead.revoked),
    }
    for (const [who, response] of Object.entries(answers)) {
      if (access.kind === 'public') {
        expect(response.status, `${who}: ${describeAnswer(response)}`).toBeLessThan(500)
        // A dead token is no token: a public route answers it exactly as it answers a visitor.
        expect(withoutTimes(response.body), who).toBe(withoutTimes(answers['no token'].body))
      } else if (access.kind === 'api-key') expectRefused(response, 401, guardRefusals.noApiKey, who)
      else expectRefused(response, 401, guardRefusals.signedOut, who)
    }
  })

  test.each(routes)('$key: a customer', async (route) => {
    const response = await callAs(route, intruder.customer.id)
    const kind = accessOf(route)!.kind
    if (kind === 'staff') expectRefused(response, 403, guardRefusals.belowLevel, 'a customer')
    else if (kind === 'api-key') expectRefused(response, 401, guardRefusals.noApiKey, 'a customer')
    else expectAdmitted(response, 'a customer')
  })

  test.each(routes)('$key: each staff level', async (route) => {
    const access = accessOf(route)!
    for (const role of staffRoles) {
      const response = await callAs(route, staff.get(role)!)
      const who = `${role} (${staffLevels[role]})`
      if (access.kind === 'api-key') expectRefused(response, 401, guardRefusals.noApiKey, who)
      else if (access.kind === 'staff' && staffLevels[role] < staffLevels[access.role])
        expectRefused(response, 403, guardRefusals.belowLevel, who)
      else expectAdmitted(response, who)
    }
  })

  const recordRoutes = routesOfKind('account').filter((route) => otherCustomerProbes[route.key])
  test.each(recordRoutes)("$key: another customer's record is a 404 that tells nothing", async (route) => {
    const probe = await otherCustomerProbes[route.key]!(owner, app)
    const response = await api.request(probe.path, { ...probe.options, token: intruder.token })
    expect(response.status, describeAnswer(response)).toBe(404)
    expect((response.body as { error?: { code?: string } }).error?.code).toBe('not_found')
    const text = JSON.stringify(response.body)
    for (const secret of [owner.card.cardNo, 'Owner truck', owner.customer.eMail, '123.45'])
      expect(text).not.toContain(secret)

    // And the owner's card is as it was: the profile lists active cards only, with their names and balances.
    const profile = await api.get('/api/salt/profile', { token: owner.token })
    const card = (profile.body as { cards: Array<Record<string, unknown>> }).cards.find(
      (each) => each.id === owner.card.id,
    )
    expect(card).toMatchObject({ name: 'Owner truck', balanceCents: 12_345 })
  })
})
