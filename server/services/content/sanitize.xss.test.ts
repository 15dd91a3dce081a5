import { describe, expect, test } from 'vitest'
import { xssCorpus } from '#tests/support/xss-corpus.ts'
import { sanitizeRichText } from './sanitize.ts'

/** Named character references a browser would decode inside an attribute value, enough to reveal a hidden scheme. */
function decodeAttribute(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;/gi, '\t')
    .replace(/&newline;/gi, '\n')
    .replace(/&amp;/gi, '&')
}

const tags = (html: string) => html.match(/<[a-z!/?][^>]*>/gi) ?? []
const attributeValues = (tag: string) =>
  [...tag.matchAll(/\s[^\s=/>]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/g)].map((match) =>
    match[1]!.replace(/^["']|["']$/g, ''),
  )
// Browsers drop tabs, line breaks and leading control characters and spaces from a URL before reading its scheme.
const schemeOf = (url: string) =>
  /^([a-z][a-z0-9+.-]*):/i.exec(
    decodeAttribute(url)
      .replace(/[\t\n\r]/g, '')
      // eslint-disable-next-line no-control-regex -- control characters are exactly what a browser skips here
      .replace(/^[\u0000-\u0020]+/, ''),
  )?.[1]

const forbiddenTags =
  /^<\/?(script|iframe|object|embed|applet|svg|math|style|form|base|meta|link|template|noscript|input|button|textarea|select|frame|frameset|isindex|portal|xmp|title|body|video|audio|source|details|marquee|keygen)\b/i

describe('sanitizeRichText against the XSS corpus', () => {
  test('the corpus is big enough to mean something', () => {
    expect(xssCorpus.length).toBeGreaterThanOrEqual(100)
    expect(new Set(xssCorpus).size).toBe(xssCorpus.length)
  })

  test.each(xssCorpus.map((payload) => [payload]))('%s', (payload) => {
    const clean = sanitizeRichText(payload)
    expect(clean).not.toMatch(/<script/i)
    for (const tag of tags(clean)) {
      expect(tag, 'a tag the allow-list does not have').not.toMatch(forbiddenTags)
      expect(tag, 'an event handler').not.toMatch(/[\s/"']on[a-z]+\s*=/i)
      expect(tag, 'a style attribute').not.toMatch(/\sstyle\s*=/i)
      expect(tag, 'an id or name (DOM clobbering)').not.toMatch(/\s(id|name)\s*=/i)
      for (const value of attributeValues(tag)) {
        const scheme = schemeOf(value)?.toLowerCase()
        expect(['javascript', 'vbscript', 'data', 'livescript'], `a ${scheme}: URL`).not.toContain(scheme)
      }
    }
    // A second pass changes nothing: what the browser parses is what the sanitizer meant (no mutation on re-parse).
    expect(sanitizeRichText(clean)).toBe(clean)
  })
})

describe('what the allow-list keeps', () => {
  test('structure, emphasis, safe links, our own images and tables survive', () => {
    const html =
      '<h2>Storm</h2><p><strong>Bold</strong> <em>it</em> <a href="https://example.com/a">out</a> <a href="/products">in</a> <a href="mailto:x@example.com">m</a> <a href="tel:+14165550100">t</a></p><ul><li>a</li></ul><ol><li>b</li></ol><blockquote><p>q</p></blockquote><table><tbody><tr><th>h</th><td>d</td></tr></tbody></table><img src="/uploads/a-800.webp" alt="Truck">'
    expect(sanitizeRichText(html)).toBe(
      '<h2>Storm</h2><p><strong>Bold</strong> <em>it</em> <a href="https://example.com/a" rel="nofollow noopener noreferrer">out</a> <a href="/products">in</a> <a href="mailto:x@example.com">m</a> <a href="tel:+14165550100">t</a></p><ul><li>a</li></ul><ol><li>b</li></ol><blockquote><p>q</p></blockquote><table><tbody><tr><th>h</th><td>d</td></tr></tbody></table><img src="/uploads/a-800.webp" alt="Truck" loading="lazy" decoding="async" />',
    )
  })
})
