import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { autoloadSettings } from '#server/db/schema.ts'
import { autoloadSettingsBody, cardWithAutoload } from '#tests/support/autoload.ts'
import { customerWithCard } from '#tests/support/salt-card.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app
const signIn = api.signIn.bind(api)
const put = (path: string, json: unknown, { token }: { token: string }) =>
  api.request(path, { method: 'PUT', json, token })

describe('the API refuses', () => {
  test("another customer's card is a 404 on every call", async () => {
    const owner = await cardWithAutoload(app)
    const intruder = await customerWithCard(deps.db, signIn)
    const token = intruder.token
    const notFound = { error: { code: 'not_found', message: 'No card of yours has this id or number.' } }
    const calls = [
      api.post('/api/salt/autoload/setup', { cardId: owner.card.id, ...autoloadSettingsBody }, { token }),
      put(`/api/salt/autoload/${owner.card.id}`, autoloadSettingsBody, { token }),
      api.post(`/api/salt/autoload/${owner.card.id}/cancel`, {}, { token }),
    ]
    for (const response of await Promise.all(calls)) {
      expect(response.status).toBe(404)
      expect(response.body).toEqual(notFound)
    }
    const theirs = await api.get('/api/salt/autoload', { token })
    expect(JSON.stringify(theirs.body)).not.toContain(owner.card.cardNo)
    const [settings] = await deps.db
      .select()
      .from(autoloadSettings)
      .where(eq(autoloadSettings.cardId, owner.card.id))
    expect(settings).toMatchObject({ status: 'on', methodLast4: '4242' })
  })

  test('bad input is a 400 naming the fields, never a 500', async () => {
    const { card, token } = await customerWithCard(deps.db, signIn)
    const bodies: unknown[] = [
      {},
      { ...autoloadSettingsBody, thresholdCents: 999 },
      { ...autoloadSettingsBody, topUpCents: 4_999 },
      { ...autoloadSettingsBody, topUpCents: 1_000_001 },
      { ...autoloadSettingsBody, monthlyMaxCents: 40_000 },
      { ...autoloadSettingsBody, thresholdCents: 20_000.5 },
      { ...autoloadSettingsBody, topUpCents: '50000' },
      [],
    ]
    for (const body of bodies) {
      const saved = await put(`/api/salt/autoload/${card.id}`, body, { token })
      expect(saved.status, JSON.stringify(body)).toBe(400)
      expect(saved.body).toMatchObject({ error: { code: 'invalid_input', fields: expect.any(Object) } })
      const setup = await api.post('/api/salt/autoload/setup', body, { token })
      expect(setup.status, JSON.stringify(body)).toBe(400)
    }
    // JSON that is not an object is refused by the parser, also with a 400.
    expect((await put(`/api/salt/autoload/${card.id}`, 'x', { token })).status).toBe(400)
    const tooLow = await put(
      `/api/salt/autoload/${card.id}`,
      { ...autoloadSettingsBody, monthlyMaxCents: 40_000 },
      { token },
    )
    expect(tooLow.body).toMatchObject({
      error: {
        fields: {
          monthlyMaxCents: 'Allow at least one top-up a month: the maximum must not be below the top-up.',
        },
      },
    })
    for (const path of ['/api/salt/autoload/0', '/api/salt/autoload/abc', '/api/salt/autoload/99999999999'])
      expect((await put(path, autoloadSettingsBody, { token })).status).toBe(400)
    for (const json of [{}, { ticket: 'short', card: card.id }, { ticket: 'x'.repeat(40), card: 'abc' }]) {
      const confirm = await api.post('/api/salt/autoload/setup/confirm', json, { token })
      expect(confirm.status).toBe(400)
    }
    const forged = await api.post(
      '/api/salt/autoload/setup/confirm',
      { ticket: 'x'.repeat(40), card: card.id },
      { token },
    )
    expect(forged.body).toMatchObject({ error: { code: 'invalid_ticket' } })
    expect((await api.get('/api/salt/autoload')).status).toBe(401)
  })
})
