import type { Router } from 'express'
import { afterAll, describe, expect, test } from 'vitest'
import { staffLevels } from '#app/lib/access.ts'
import { createApiRouter } from '#server/api/index.ts'
import { createAccount, createStaff } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app

interface StaffRoute {
  method: string
  path: string
  level: number | null
}

interface Layer {
  rawPath?: string
  route?: {
    path: string
    methods: Record<string, boolean>
    stack: Array<{ handle: { staffLevel?: number } }>
  }
  handle: { stack?: Layer[] }
}

/** Every route of the API router, read from Express itself, so a route added later is checked without a word here. */
function routesOf(router: { stack: Layer[] }, base = ''): StaffRoute[] {
  return router.stack.flatMap((layer): StaffRoute[] => {
    if (layer.route) {
      const level = layer.route.stack.find((entry) => entry.handle.staffLevel)?.handle.staffLevel ?? null
      return Object.keys(layer.route.methods).map((method) => ({
        method: method.toUpperCase(),
        path: `${base}${layer.route!.path}`,
        level,
      }))
    }
    const mount = layer.rawPath === '/' ? '' : (layer.rawPath ?? '')
    if (layer.handle.stack) return routesOf(layer.handle as { stack: Layer[] }, `${base}${mount}`)
    return []
  })
}

const allRoutes = routesOf(createApiRouter(deps) as Router & { stack: Layer[] }, '/api')
/**
 * Spec 7's staff calls sit beside /admin/ (freq, retrynav, actDeact); any route tagged with a staff level is walked
 * too, wherever it is mounted.
 */
const spec7StaffCalls = new Set(['/api/salt/freq', '/api/salt/retrynav', '/api/salt/actDeact'])
const staffRoutes = allRoutes.filter(
  (route) =>
    route.path.startsWith('/api/salt/admin/') || spec7StaffCalls.has(route.path) || route.level !== null,
)
const concrete = (path: string) => path.replace(/:[A-Za-z]+/g, '1')
const levels = Object.values(staffLevels)

const call = (route: StaffRoute, token?: string) =>
  api.request(concrete(route.path), {
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
    expect(staffRoutes.filter((route) => route.level === null)).toEqual([])
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
        if (level < route.level!) expect(response.status, `level ${level}`).toBe(403)
        else
          expect([401, 403], `level ${level}: ${JSON.stringify(response.body)}`).not.toContain(
            response.status,
          )
        expect(response.status, `level ${level}`).toBeLessThan(500)
      }
    },
  )
})
