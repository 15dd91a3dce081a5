import { afterAll, describe, expect, test } from 'vitest'
import { staffLevels } from '#domain/account/access.ts'
import { type ApiRoute, apiRoutesOf, concretePath } from '#tests/support/api-routes.ts'
import { createAccount, createStaff } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app

const allRoutes = apiRoutesOf(deps)
/**
 * The original site's staff calls sit beside /admin/ (freq, retrynav, actDeact); any route tagged with a staff level is
 * walked too, wherever it is mounted.
 */
const spec7StaffCalls = new Set(['/api/salt/freq', '/api/salt/retrynav', '/api/salt/actDeact'])
const staffRoutes = allRoutes.filter(
  (route) =>
    route.path.startsWith('/api/salt/admin/') || spec7StaffCalls.has(route.path) || route.staffLevel !== null,
)
const levels = Object.values(staffLevels)

const call = (route: ApiRoute, token?: string) =>
  api.request(concretePath(route.path, '1'), {
    method: route.method,
    token,
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { json: {} }),
  })

const customer = await createAccount(deps.db)
const customerToken = await api.signIn(customer.eMail, customer.password)
const tokenAt = new Map<number, string>()
for (const level of levels) {
  const staff = await createStaff(deps.db, level)
  tokenAt.set(level, await api.signIn(staff.eMail, staff.password))
}

describe('every admin API route checks the staff level on the server', () => {
  test('the router has admin routes, and each names the staff level it needs', () => {
    expect(staffRoutes.length).toBeGreaterThanOrEqual(2)
    expect(staffRoutes.map((route) => route.path)).toEqual(expect.arrayContaining([...spec7StaffCalls]))
    expect(staffRoutes.filter((route) => route.staffLevel === null)).toEqual([])
  })

  test.each(staffRoutes)('$method $path: 401 signed out, 403 for a customer', async (route) => {
    expect((await call(route)).status).toBe(401)
    const asCustomer = await call(route, customerToken)
    expect(asCustomer.status).toBe(403)
    expect(asCustomer.body).toEqual({
      error: { code: 'forbidden', message: 'You do not have access to this.' },
    })
  })

  test.each(staffRoutes)(
    '$method $path: 403 below its level, let through from its level up',
    async (route) => {
      for (const level of levels) {
        const response = await call(route, tokenAt.get(level))
        if (level < route.staffLevel!) expect(response.status, `level ${level}`).toBe(403)
        else
          expect([401, 403], `level ${level}: ${JSON.stringify(response.body)}`).not.toContain(
            response.status,
          )
        expect(response.status, `level ${level}`).toBeLessThan(500)
      }
    },
  )
})
