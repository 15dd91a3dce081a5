import { afterAll, expect, test } from 'vitest'
import { staffLevels } from '#domain/account/access.ts'
import { takeInCapFile } from '#server/services/weather/alert-intake.ts'
import { customerCard, fixtureYards, stormWarningsTo } from '#tests/support/api/storm-warning-world.ts'
import { yardRow } from '#tests/support/api/weather.ts'
import { createStaff } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'
import { capFixture } from '#tests/support/weather-alerts.ts'

/**
 * A yard that staff put in an alert's region during the alert (ADR 0039): the yard editor's save matches it to the
 * alert at once and warns the low cards that may use it, once per card and alert as every storm warning.
 */
const app = await startTestApp()
afterAll(() => app.close())
const { api, deps } = app
const editor = await createStaff(deps.db, staffLevels.editor)
const editorToken = await api.signIn(editor.eMail, editor.password)
const { etobicoke, kitchener } = await fixtureYards(app)

const anyYard = await customerCard(app, 'Plow truck 1', 14_000)
const etobicokeOnly = await customerCard(app, 'Etobicoke truck', 5_000, [etobicoke.id])
const kitchenerOnly = await customerCard(app, 'Kitchener truck', 5_000, [kitchener.id])

/** Saves Etobicoke's forecast regions (and phone) in the yard editor, as an editor. */
async function saveEtobicoke(fields: { forecastRegions: string[]; phone?: string }) {
  const { version } = await yardRow(deps.db, etobicoke.id)
  const saved = await api.request(`/api/salt/admin/locations/${etobicoke.id}`, {
    method: 'PUT',
    json: { version, ...fields },
    token: editorToken,
  })
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
}
const mailsTo = (card: typeof anyYard) => stormWarningsTo(app, card.customer.eMail)

const sentAt = deps.now()
const orange = await takeInCapFile(deps, {
  name: 'orange.cap',
  text: capFixture('orange-winter-storm-warning', sentAt),
})
const yellow = await takeInCapFile(deps, {
  name: 'yellow.cap',
  text: capFixture('yellow-snowfall-kitchener', sentAt),
})

test('the orange warning warned the card that may use any yard; the Etobicoke card was not covered', async () => {
  expect(orange).toMatchObject({ kind: 'created', cardsWarned: 1 })
  expect(yellow).toMatchObject({ kind: 'created' })
  expect(await mailsTo(anyYard)).toHaveLength(1)
  expect(await mailsTo(etobicokeOnly)).toEqual([])
})

test('an editor putting Etobicoke in Peel’s region warns the Etobicoke card in the same save', async () => {
  await saveEtobicoke({ forecastRegions: ['048900'] })
  const [mail, ...more] = await mailsTo(etobicokeOnly)
  expect(more).toEqual([])
  expect(mail!.subject).toMatch(
    /^Winter storm warning for Etobicoke from .*: card Etobicoke truck has \$50\.00 left$/,
  )
  expect(await mailsTo(anyYard)).toHaveLength(1)
})

test('saving the yard again, or taking the region away and back, warns nobody a second time', async () => {
  await saveEtobicoke({ forecastRegions: ['048900'], phone: '416-555-0199' })
  await saveEtobicoke({ forecastRegions: [] })
  await saveEtobicoke({ forecastRegions: ['048900'] })
  expect(await mailsTo(etobicokeOnly)).toHaveLength(1)
  expect(await mailsTo(anyYard)).toHaveLength(1)
})

test('a save that keeps the yard under the same alert warns no card that has become low since', async () => {
  const lateLow = await customerCard(app, 'Late truck', 6_000, [etobicoke.id])
  await saveEtobicoke({ forecastRegions: ['048900'], phone: '416-555-0100' })
  expect(await mailsTo(lateLow)).toEqual([])
})

test('a yellow alert newly covering the yard matches it but warns nobody', async () => {
  await saveEtobicoke({ forecastRegions: ['048900', '046500'] })
  const alerts = await api.get('/api/salt/admin/weather/alerts', { token: editorToken })
  const yellowAlert = (alerts.body as { colour: string; yards: { name: string }[] }[]).find(
    (alert) => alert.colour === 'yellow',
  )
  expect(yellowAlert!.yards.map((yard) => yard.name)).toEqual(['Etobicoke', 'Kitchener'])
  expect(await mailsTo(kitchenerOnly)).toEqual([])
  expect(await mailsTo(etobicokeOnly)).toHaveLength(1)
})
