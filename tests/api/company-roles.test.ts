import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import {
  type CompanyPermission,
  type CompanyRole,
  companyRoles,
  mayUse,
  ownLoginRoles,
} from '#domain/account/company-roles.ts'
import { accounts, sessions } from '#server/db/schema.ts'
import type { ApiResponse } from '#tests/support/api-client.ts'
import { type ApiRoute, apiRoutesOf, concretePath } from '#tests/support/api-routes.ts'
import { accountRoutePermissions, guardRefusals } from '#tests/support/api/route-access.ts'
import { createCompanyUser, userToken } from '#tests/support/company-users.ts'
import {
  listSubmission,
  seedListCatalog,
  sendEmail,
  storedCounts,
  validList,
} from '#tests/support/my-list.ts'
import { freshToken } from '#tests/support/auth-identities.ts'
import { createAccount, createCard } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app

const accountRoutes = apiRoutesOf(deps).filter((route) => accountRoutePermissions[route.key])
/** Ids no row has, so a call that gets past the guard changes nothing. */
const absentId = '987654'
const describeAnswer = (response: ApiResponse) => `${response.status} ${JSON.stringify(response.body)}`

const call = (route: ApiRoute, token: string) =>
  api.request(concretePath(route.path, absentId), {
    method: route.method,
    token,
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { json: {} }),
  })

/** A session of each role: a user of the account, and (for the roles it may hold) the account's own login. */
async function sessionsOfRole(role: CompanyRole): Promise<Array<{ who: string; token: string }>> {
  const customer = await createAccount(deps.db)
  const card = await createCard(deps.db, customer.id, { balancesCents: [5_000] })
  const user = await createCompanyUser(deps.db, customer.id, role, {
    cardIds: role === 'driver' ? [card.id] : [],
  })
  const found = [{ who: `${role} user`, token: await userToken(app, user) }]
  const ownRole = ownLoginRoles.find((each) => each === role)
  if (ownRole) {
    const own = await createAccount(deps.db)
    await deps.db.update(accounts).set({ loginRole: ownRole }).where(eq(accounts.id, own.id))
    found.push({ who: `${role} own login`, token: await freshToken(app, own.id) })
  }
  return found
}

function expectAnswer(response: ApiResponse, allowed: boolean, who: string) {
  if (allowed) {
    expect(response.status, `${who}: ${describeAnswer(response)}`).toBeLessThan(500)
    expect(response.body, who).not.toEqual(guardRefusals.signedOut)
    expect(response.body, who).not.toEqual(guardRefusals.belowLevel)
  } else {
    expect(response.status, `${who}: ${describeAnswer(response)}`).toBe(403)
    expect(response.body, who).toEqual(guardRefusals.belowLevel)
  }
}

describe('every customer endpoint × every company role, from the matrix of domain/account/company-roles.ts', () => {
  test('each customer route is guarded by the permission the policy names', () => {
    expect(accountRoutes.map((route) => route.key).sort()).toEqual(
      Object.keys(accountRoutePermissions).sort(),
    )
    for (const route of accountRoutes)
      expect(route.permission, route.key).toBe(accountRoutePermissions[route.key])
  })

  test.each(companyRoles)('%s: allowed routes answer past the guard, the others 403', async (role) => {
    for (const { who, token } of await sessionsOfRole(role)) {
      for (const route of accountRoutes) {
        const permission = accountRoutePermissions[route.key]!
        expectAnswer(await call(route, token), mayUse(role, permission), `${who} on ${route.key}`)
      }
    }
  })

  const sendEmailVariants: Array<[htmlType: string, permission: CompanyPermission]> = [
    ['addCardCustomer', 'requestCards'],
    ['myListSubmission', 'orderSalt'],
  ]
  test.each(companyRoles)(
    '%s: the send-email variants of a signed-in customer follow the matrix',
    async (role) => {
      for (const { who, token } of await sessionsOfRole(role)) {
        for (const [htmlType, permission] of sendEmailVariants) {
          const response = await sendEmail(api, { htmlType, htmlData: {} }, { token })
          expectAnswer(response, mayUse(role, permission), `${who} sending ${htmlType}`)
        }
      }
    },
  )

  test('list-submission signs a user in only to order for roles that may order; the others leave no session', async () => {
    await seedListCatalog(deps.db)
    const customer = await createAccount(deps.db)
    const body = (user: { eMail: string; password: string }) => ({
      type: 'login',
      username: user.eMail,
      password: user.password,
      list: validList(),
    })
    for (const role of companyRoles) {
      const user = await createCompanyUser(deps.db, customer.id, role)
      const before = await storedCounts(deps.db)
      const response = await listSubmission(api, body(user))
      expectAnswer(response, mayUse(role, 'orderSalt'), `${role} list-submission`)
      const left = await deps.db.select().from(sessions).where(eq(sessions.userId, user.id))
      if (mayUse(role, 'orderSalt')) {
        expect(response.status, describeAnswer(response)).toBe(200)
        expect(left).toHaveLength(1)
      } else {
        expect(left).toEqual([])
        expect(await storedCounts(deps.db)).toEqual(before)
      }
    }
  })
})
