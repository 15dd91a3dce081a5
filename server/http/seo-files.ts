import { Router } from 'express'
import type { AppDeps } from '#server/context.ts'
import { type SitemapEntry, sitemapEntries } from '#server/services/sitemap.ts'

/** Areas that are personal, private or machine-only: search engines have nothing to find there. */
const disallowed = ['/profile', '/admin', '/api/', '/my-list', '/thankyou', '/pay/']

/** `robots.txt` and `sitemap.xml`, built from the configured site URL and the published records. */
export function seoFilesRouter(deps: AppDeps): Router {
  const router = Router()
  const siteUrl = deps.config.PUBLIC_SITE_URL.replace(/\/$/, '')

  router.get('/robots.txt', (_req, res) => {
    const lines = [
      'User-agent: *',
      ...disallowed.map((path) => `Disallow: ${path}`),
      '',
      `Sitemap: ${siteUrl}/sitemap.xml`,
    ]
    res
      .type('text/plain')
      .set('Cache-Control', 'public, max-age=3600')
      .send(`${lines.join('\n')}\n`)
  })

  router.get('/sitemap.xml', async (_req, res) => {
    const entries = await sitemapEntries(deps.db, deps.now())
    res.type('application/xml').set('Cache-Control', 'public, max-age=600').send(sitemapXml(siteUrl, entries))
  })
  return router
}

export function sitemapXml(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified
      ? `<lastmod>${entry.lastModified.toISOString().slice(0, 10)}</lastmod>`
      : ''
    return `  <url><loc>${escapeXml(`${siteUrl}${entry.path}`)}</loc>${lastmod}</url>`
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`)
}
