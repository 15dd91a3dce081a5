import { describe, expect, it } from 'vitest'
import { richTextToPlain, sanitizeRichText } from './sanitize.ts'

describe('sanitizeRichText', () => {
  it('keeps headings, paragraphs, lists, emphasis, quotes and tables', () => {
    const html =
      '<h2>Storage</h2><p>Keep it <strong>dry</strong> and <em>covered</em>.</p><ul><li>Tarp</li></ul>' +
      '<ol start="3"><li>Three</li></ol><blockquote>Quote</blockquote>' +
      '<table><thead><tr><th scope="col">Area</th></tr></thead><tbody><tr><td>Lot</td></tr></tbody></table>'
    expect(sanitizeRichText(html)).toBe(html)
  })

  it('removes scripts and styles with their content', () => {
    expect(sanitizeRichText('<p>a</p><script>alert(1)</script><style>p{color:red}</style><p>b</p>')).toBe(
      '<p>a</p><p>b</p>',
    )
  })

  it('removes event handlers, style and class attributes', () => {
    expect(
      sanitizeRichText('<p onclick="alert(1)" style="color:red" class="x" onmouseover="y()">text</p>'),
    ).toBe('<p>text</p>')
    expect(sanitizeRichText('<img src="/images/a.svg" alt="A" onerror="alert(1)">')).toBe(
      '<img src="/images/a.svg" alt="A" loading="lazy" decoding="async" />',
    )
  })

  it('drops javascript:, data: and vbscript: links, whatever their case or padding', () => {
    for (const href of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<b>x</b>',
      'vbscript:x',
    ]) {
      expect(sanitizeRichText(`<a href="${href}">x</a>`), href).toBe('<a>x</a>')
    }
    expect(sanitizeRichText('<a href="jav&#x09;ascript:alert(1)">x</a>')).toBe('<a>x</a>')
  })

  it('keeps safe links: site paths without rel, other sites with nofollow noopener noreferrer', () => {
    expect(sanitizeRichText('<a href="/faq" rel="opener">FAQ</a>')).toBe('<a href="/faq">FAQ</a>')
    expect(sanitizeRichText('<a href="https://www.ontario.ca/page/x">ON</a>')).toBe(
      '<a href="https://www.ontario.ca/page/x" rel="nofollow noopener noreferrer">ON</a>',
    )
    expect(sanitizeRichText('<a href="mailto:sales@example.com">mail</a>')).toBe(
      '<a href="mailto:sales@example.com">mail</a>',
    )
  })

  it('keeps only our own images', () => {
    for (const src of [
      'https://evil.example/x.png',
      '//evil.example/x.png',
      '/\\evil.example/x.png',
      'data:image/svg+xml;base64,PHN2Zz4=',
      'javascript:alert(1)',
      '',
    ]) {
      expect(sanitizeRichText(`<p>a<img src="${src}" alt="x"></p>`), src).toBe('<p>a</p>')
    }
    expect(sanitizeRichText('<img src="/images/posts/brine.svg" alt="Brine" width="800" height="450">')).toBe(
      '<img src="/images/posts/brine.svg" alt="Brine" width="800" height="450" loading="lazy" decoding="async" />',
    )
  })

  it('turns an h1 into an h2 and discards unknown tags but keeps their text', () => {
    expect(sanitizeRichText('<h1>Title</h1><div><span>kept</span></div><iframe src="/x"></iframe>')).toBe(
      '<h2>Title</h2>kept',
    )
  })
})

describe('richTextToPlain', () => {
  it('gives the words without markup, blocks separated and entities decoded', () => {
    expect(
      richTextToPlain(
        '<h2>Salt &amp; sand</h2><p>Use&nbsp;<strong>less</strong></p><ul><li>a</li><li>b</li></ul>',
      ),
    ).toBe('Salt & sand Use less a b')
  })

  it('never keeps script text', () => {
    expect(richTextToPlain('<p>ok</p><script>alert("x")</script>')).toBe('ok')
  })

  it('decodes numeric entities and leaves unknown ones', () => {
    expect(richTextToPlain('<p>&#233;t&#xE9; &lt;3 &bogus;</p>')).toBe('été <3 &bogus;')
  })
})
