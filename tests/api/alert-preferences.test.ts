import { and, eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import type { AlertPreferencesView } from '#domain/account/alerts.ts'
import { alertPreferences, auditLog } from '#server/db/schema.ts'
import { alertFleet, chooseAlerts } from '#tests/support/alerts.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app

const readAlerts = async (token: string) => {
  const response = await api.get('/api/salt/account/alerts', { token })
  expect(response.status).toBe(200)
  return response.body as AlertPreferencesView
}

describe('alert preferences (ADR 0029)', () => {
  test("before any choice, the account's own login keeps today's mails and the others get none", async () => {
    const fleet = await alertFleet(app)
    expect(await readAlerts(fleet.ownerToken)).toEqual({
      kinds: ['declined', 'lowBalance', 'autoload', 'controls'],
      delivery: 'now',
      allowedKinds: ['pickup', 'declined', 'lowBalance', 'autoload', 'controls'],
      role: 'owner',
      isDefault: true,
    })
    expect(await readAlerts(fleet.dispatcher.token)).toMatchObject({ kinds: [], isDefault: true })
    expect(await readAlerts(fleet.accountant.token)).toMatchObject({
      kinds: [],
      allowedKinds: ['pickup', 'lowBalance', 'autoload'],
    })
    expect(await readAlerts(fleet.driverA.token)).toMatchObject({
      kinds: [],
      allowedKinds: ['pickup', 'declined', 'lowBalance', 'controls'],
    })
  })

  test('each login saves its own choice, again and again, without touching the others', async () => {
    const fleet = await alertFleet(app)
    await chooseAlerts(app, fleet.ownerToken, ['pickup'], 'daily')
    await chooseAlerts(app, fleet.ownerToken, ['pickup', 'lowBalance'], 'daily')
    await chooseAlerts(app, fleet.driverA.token, ['pickup', 'controls'])
    expect(await readAlerts(fleet.ownerToken)).toMatchObject({
      kinds: ['pickup', 'lowBalance'],
      delivery: 'daily',
      isDefault: false,
    })
    expect(await readAlerts(fleet.driverA.token)).toMatchObject({
      kinds: ['pickup', 'controls'],
      delivery: 'now',
    })
    expect(await readAlerts(fleet.dispatcher.token)).toMatchObject({ kinds: [], isDefault: true })
    const rows = await deps.db
      .select()
      .from(alertPreferences)
      .where(eq(alertPreferences.accountId, fleet.customer.id))
    expect(rows).toHaveLength(2)
    const audits = await deps.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'alert-preferences.changed'),
          eq(auditLog.subject, fleet.customer.customerNo),
        ),
      )
    expect(audits).toHaveLength(3)
    expect(audits[2]!.details).toMatchObject({
      actor: { userId: fleet.driverA.id },
      kinds: ['pickup', 'controls'],
    })
  })

  test('an empty choice turns every alert off', async () => {
    const fleet = await alertFleet(app)
    await chooseAlerts(app, fleet.ownerToken, [])
    expect(await readAlerts(fleet.ownerToken)).toMatchObject({ kinds: [], isDefault: false })
  })

  const badBodies: Array<[string, unknown, string]> = [
    ['an unknown alert', { kinds: ['weather'], delivery: 'now' }, 'kinds.0'],
    ['an alert twice', { kinds: ['pickup', 'pickup'], delivery: 'now' }, 'kinds'],
    ['no delivery', { kinds: ['pickup'] }, 'delivery'],
    ['another delivery', { kinds: ['pickup'], delivery: 'weekly' }, 'delivery'],
    ['kinds not a list', { kinds: 'pickup', delivery: 'now' }, 'kinds'],
    ['a list instead of a choice', [], '_'],
  ]
  test.each(badBodies)('%s is a 400 naming the field, and nothing is saved', async (_, body, field) => {
    const fleet = await alertFleet(app)
    const response = await api.request('/api/salt/account/alerts', {
      method: 'PUT',
      json: body,
      token: fleet.ownerToken,
    })
    expect(response.status).toBe(400)
    const { error } = response.body as { error: { code: string; fields: Record<string, string> } }
    expect(error.code).toBe('invalid_input')
    expect(Object.keys(error.fields)).toContain(field)
    expect(await readAlerts(fleet.ownerToken)).toMatchObject({ isDefault: true })
  })

  test('a role asking for alerts it may not receive is refused in words', async () => {
    const fleet = await alertFleet(app)
    const ask = (token: string, kinds: string[]) =>
      api.request('/api/salt/account/alerts', { method: 'PUT', json: { kinds, delivery: 'now' }, token })
    const accountant = await ask(fleet.accountant.token, ['pickup', 'controls'])
    expect(accountant.status).toBe(400)
    expect(accountant.body).toMatchObject({
      error: {
        fields: { kinds: 'Your role does not receive: Card controls changed, suspended, resumed or lost.' },
      },
    })
    const driver = await ask(fleet.driverA.token, ['autoload'])
    expect(driver.status).toBe(400)
    expect(driver.body).toMatchObject({
      error: { fields: { kinds: 'Your role does not receive: Autoload results.' } },
    })
    const dispatcher = await ask(fleet.dispatcher.token, ['autoload'])
    expect(dispatcher.status).toBe(400)
  })

  test('without a session: 401 in the error shape', async () => {
    const read = await api.get('/api/salt/account/alerts')
    expect(read.status).toBe(401)
    const write = await api.request('/api/salt/account/alerts', {
      method: 'PUT',
      json: { kinds: [], delivery: 'now' },
    })
    expect(write.status).toBe(401)
    expect(write.body).toMatchObject({ error: { code: 'unauthorized' } })
  })
})
