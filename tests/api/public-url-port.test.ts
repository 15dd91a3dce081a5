import { afterAll, describe, expect, test } from 'vitest'
import { startTestApp } from '#tests/support/test-app.ts'

// PUBLIC_SITE_URL left unset (empty counts as unset) on a shop started with PORT=4000.
const app = await startTestApp({ env: { PORT: '4000', PUBLIC_SITE_URL: '' } })
afterAll(() => app.close())

describe('the public URL without PUBLIC_SITE_URL', () => {
  test('the sitemap and robots.txt link to the port the shop was started on', async () => {
    const xml = await (await fetch(`${app.url}/sitemap.xml`)).text()
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])
    expect(locs).toContain('http://localhost:4000/')
    for (const loc of locs) expect(loc).toMatch(/^http:\/\/localhost:4000\//)
    const robots = await (await fetch(`${app.url}/robots.txt`)).text()
    expect(robots).toContain('Sitemap: http://localhost:4000/sitemap.xml')
  })
})
