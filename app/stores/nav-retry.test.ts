import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { staffLevels } from '#domain/account/access.ts'
import { configureApiClient } from '#app/lib/api-client.ts'
import { postingOf, runWorkerUntilIdle, setOutage, writeEntry } from '#tests/support/admin-transactions.ts'
import { createAccount, createCard, createStaff } from '#tests/support/seed.ts'
import { type TestApp, startTestApp } from '#tests/support/test-app.ts'
import { retryNav } from './nav-retry.ts'
import { usePopupStore } from './popup.ts'
import { memoryTokenStorage } from '#tests/support/unit/test-token-storage.ts'

/** The retry action against the real API on a fresh database, over HTTP as in the browser. */
let app: TestApp
const storage = memoryTokenStorage()

beforeAll(async () => {
  app = await startTestApp()
  configureApiClient({ baseUrl: app.url, storage })
  const manager = await createStaff(app.deps.db, staffLevels.manager)
  storage.set(await app.api.signIn(manager.eMail, manager.password))
})

afterAll(async () => {
  await app.close()
})

async function failedPosting() {
  const customer = await createAccount(app.deps.db)
  const card = await createCard(app.deps.db, customer.id, { balancesCents: [100_000] })
  const entry = await writeEntry(app, card.id, { amountCents: -5_000, at: '2026-01-21T14:15:00Z' })
  await setOutage(app, true)
  await runWorkerUntilIdle(app)
  return postingOf(app.deps.db, entry.id)
}

const popup = () => {
  const { kind, options } = usePopupStore.getState()
  return { kind, options }
}

describe('retryNav: its result popups', () => {
  test('NAV still refuses: "Uh oh!" with the spec text, and false', async () => {
    const posting = await failedPosting()
    expect(await retryNav(posting.id)).toBe(false)
    expect(popup()).toEqual({
      kind: 'generic',
      options: { title: 'Uh oh!', text: 'Transaction still not approved by NAV. Please try again.' },
    })
    expect(await postingOf(app.deps.db, posting.ledgerId!)).toMatchObject({ status: 'failed', attempts: 2 })
  })

  test('NAV approves: "Great!" with the spec text, and true', async () => {
    const posting = await failedPosting()
    await setOutage(app, false)
    expect(await retryNav(posting.id)).toBe(true)
    expect(popup()).toEqual({
      kind: 'generic',
      options: { title: 'Great!', text: 'Transaction was approved by NAV' },
    })
    expect(await postingOf(app.deps.db, posting.ledgerId!)).toMatchObject({ status: 'approved' })
  })

  test('a refusal with a reason shows the reason under "Uh oh!"', async () => {
    expect(await retryNav(2_147_483_647)).toBe(false)
    expect(popup()).toEqual({
      kind: 'generic',
      options: { title: 'Uh oh!', text: 'No NAV posting matches this transaction.' },
    })
  })
})
