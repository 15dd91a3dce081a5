import { describe, expect, test } from 'vitest'
import { unsafeMarkup } from '#tests/support/xss-checks.ts'
import { xssCorpus } from '#tests/support/xss-corpus.ts'
import { sanitizeRichText } from './sanitize.ts'

describe('sanitizeRichText against the XSS corpus', () => {
  test('the corpus is big enough to mean something', () => {
    expect(xssCorpus.length).toBeGreaterThanOrEqual(100)
    expect(new Set(xssCorpus).size).toBe(xssCorpus.length)
  })

  test.each(xssCorpus.map((payload) => [payload]))('%s', (payload) => {
    const clean = sanitizeRichText(payload)
    expect(unsafeMarkup(clean)).toEqual([])
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
