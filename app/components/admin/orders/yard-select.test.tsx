// @vitest-environment happy-dom
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { adminPageSize } from '#domain/admin/list.ts'
import { createPickupPlace } from '#tests/support/salt-card.ts'
import type { TestApp } from '#tests/support/test-app.ts'
import { asInTheBrowser, startManagerDomApp } from '#tests/support/unit/real-api-dom.ts'
import { renderRoutes } from '#tests/support/unit/render-routes.tsx'
import { YardSelect } from './yard-select.tsx'

/** The orders screens' yard select against the real API, with more yards than one page of the admin's lists. */
let app: TestApp
const yardCount = adminPageSize + 5
const slugs = Array.from({ length: yardCount }, (_, n) => `yard-${String(n + 1).padStart(2, '0')}`)

beforeAll(async () => {
  app = await startManagerDomApp()
  for (const slug of slugs) await createPickupPlace(app.deps.db, { slug })
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
    await asInTheBrowser(async () => {
      await vi.waitFor(() => expect(select.options.length).toBe(yardCount + 1), { timeout: 10_000 })
      const last = select.options[yardCount]!
      expect([select.options[0]!.text, last.text]).toEqual(['All yards', `Yard ${slugs.at(-1)}`])
      select.value = last.value
      select.dispatchEvent(new Event('change', { bubbles: true }))
    })
    expect(chosen).toEqual([slugs.at(-1)])
    rendered.unmount()
  })
})
