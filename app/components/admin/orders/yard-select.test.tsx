// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { staffLevels } from '#domain/account/access.ts'
import { adminPageSize } from '#domain/admin/list.ts'
import { configureApiClient } from '#app/lib/api-client.ts'
import { createPickupPlace } from '#tests/support/salt-card.ts'
import { createStaff } from '#tests/support/seed.ts'
import { type TestApp, startTestApp } from '#tests/support/test-app.ts'
import { memoryTokenStorage } from '#tests/support/unit/test-token-storage.ts'
import { renderRoutes } from '#tests/support/unit/render-routes.tsx'
import { YardSelect } from './yard-select.tsx'

/** The orders screens' yard select against the real API, with more yards than one page of the admin's lists. */
let app: TestApp
const storage = memoryTokenStorage()
const yardCount = adminPageSize + 5
const slugs = Array.from({ length: yardCount }, (_, n) => `yard-${String(n + 1).padStart(2, '0')}`)

beforeAll(async () => {
  app = await startTestApp()
  // The page's own origin, as in the browser: the select's read is same-origin, not a cross-origin fetch.
  window.happyDOM.setURL(app.url)
  configureApiClient({ baseUrl: app.url, storage })
  for (const slug of slugs) await createPickupPlace(app.deps.db, { slug })
  const manager = await createStaff(app.deps.db, staffLevels.manager)
  storage.set(await app.api.signIn(manager.eMail, manager.password))
})

afterAll(async () => {
  await app.close()
})

describe('YardSelect', () => {
  test(`offers all ${yardCount} yards by name, so a company's ${yardCount}th yard can be chosen`, async () => {
    const chosen: string[] = []
    const rendered = await renderRoutes([
      {
        path: '/',
        Component: () => (
          <YardSelect label="Yard" emptyLabel="All yards" value="" onValue={(slug) => chosen.push(slug)} />
        ),
      },
    ])
    const select = rendered.container.querySelector('select')!
    expect(select.labels[0]?.textContent).toBe('Yard')
    // The answer comes over the network, at no moment an act() could wrap: React runs as in the browser until then.
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false
    try {
      await vi.waitFor(() => expect(select.options.length).toBe(yardCount + 1), { timeout: 10_000 })
      const last = select.options[yardCount]!
      expect([select.options[0]!.text, last.text]).toEqual(['All yards', `Yard ${slugs.at(-1)}`])
      select.value = last.value
      select.dispatchEvent(new Event('change', { bubbles: true }))
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true
    }
    expect(chosen).toEqual([slugs.at(-1)])
    rendered.unmount()
  })
})
