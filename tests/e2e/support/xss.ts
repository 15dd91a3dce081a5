import { createHash } from 'node:crypto'
import type { Page } from '@playwright/test'
import { hasNoControlCharacters } from '#domain/admin/list.ts'
import { unsafeMarkup } from '#tests/support/xss-checks.ts'
import { xssCorpus } from '#tests/support/xss-corpus.ts'
import { expect } from './fixtures.ts'
import { inBatches } from './batches.ts'

/** What the XSS specs share: the corpus in batches, the trap, and the served-HTML check. */

// The API refuses control characters in text (PostgreSQL cannot store NUL), so those payloads stay in the unit test.
export const payloads = xssCorpus.filter(hasNoControlCharacters)
/**
 * Every payload reaches the rich-text fields in each batch; the plain-text fields (titles, names) take a few of each
 * batch, as React escapes them all the same way. Fewer, larger batches: each costs a sign-in and a few page loads.
 */
export const batches = inBatches(payloads, 25)

/** Text as the API stores it: trimmed, cut to the field's length. */
export const fieldText = (text: string, max: number) => text.slice(0, max).trim()

export function postOf(batch: string[], index: number) {
  const run = `${Date.now().toString(36)}-${index}`
  return {
    kind: 'blog',
    title: fieldText(batch[0]!, 200) || `xss ${run}`,
    slug: `xss-${run}`,
    excerpt: fieldText(batch.join(' '), 500),
    author: fieldText(batch[1] ?? batch[0]!, 100),
    coverImage: null,
    bodyHtml: batch.join('\n'),
    status: 'published',
    publishedAt: null,
  }
}

/** Catches what would prove a payload ran: a dialog (alert, confirm, prompt) or the marker global. */
export function trap(page: Page) {
  const dialogs: string[] = []
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`)
    void dialog.dismiss()
  })
  return {
    async assertNothingRan() {
      expect(dialogs, 'dialogs opened by a payload').toEqual([])
      expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss), 'window.__xss').toBeUndefined()
    },
  }
}

/**
 * Every script the server sends runs only because the response's policy names it, by its nonce (customer and admin
 * pages) or by its hash (public pages, page-cache/script-hashes.ts), or is structured data; the article holds nothing
 * unsafe.
 */
export function assertServedHtmlClean(html: string, policy: string | undefined, region?: 'article') {
  const scriptSrc = /script-src ([^;]*)/.exec(policy ?? '')?.[1]?.split(' ') ?? []
  for (const [tag, attributes = '', text = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/type="application\/ld\+json"/.test(attributes)) continue
    const nonce = /\snonce="([^"]+)"/.exec(attributes)?.[1]
    const source = nonce
      ? `'nonce-${nonce}'`
      : `'sha256-${createHash('sha256').update(text).digest('base64')}'`
    expect(scriptSrc, `a script the app did not write: ${tag.slice(0, 120)}`).toContain(source)
  }
  // Attribute values are blanked first: a description quoting a payload (escaped) is text, not a tag.
  for (const tag of html.match(/<meta\b[^>]*>/gi) ?? [])
    expect(tag.replace(/"[^"]*"|'[^']*'/g, '""'), 'a meta refresh').not.toMatch(/\shttp-equiv\s*=/i)
  expect(html).not.toMatch(/<base\b/i)
  if (!region) return
  const content = new RegExp(`<${region}\\b[\\s\\S]*</${region}>`, 'i').exec(html)?.[0]
  expect(content, `the page's ${region}`).toBeTruthy()
  expect(unsafeMarkup(content!.replace(new RegExp(`^<${region}\\b[^>]*>`, 'i'), ''))).toEqual([])
}

/**
 * The page as the browser built it: inside `main`, no element carries an event handler, a script URL, or is one of the
 * tags that run or embed code. (Our own markup there has ids and inline SVG icons, so those are not flagged by themselves;
 * an SVG that could run something would carry a handler or a script element, which are.)
 */
export async function assertDomClean(page: Page) {
  const found = await page.locator('main').evaluate((main) => {
    const problems: string[] = []
    const scriptUrl = /^\s*(javascript|vbscript|data):/i
    for (const element of main.querySelectorAll('*')) {
      const tag = element.tagName.toLowerCase()
      if (
        [
          'script',
          'iframe',
          'object',
          'embed',
          'frame',
          'form',
          'base',
          'meta',
          'style',
          'math',
          'foreignobject',
          'animate',
          'set',
        ].includes(tag)
      )
        problems.push(`<${tag}>`)
      for (const { name, value } of element.attributes) {
        if (name.startsWith('on')) problems.push(`${tag} ${name}`)
        if (
          ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc'].includes(name) &&
          scriptUrl.test(value)
        )
          problems.push(`${tag} ${name}=${value.slice(0, 40)}`)
      }
    }
    return problems
  })
  expect(found, 'unsafe elements in the page').toEqual([])
}
