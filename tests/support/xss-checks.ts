/**
 * What must never reach a visitor, read off HTML as a browser would: script and foreign tags, event handlers, style
 * attributes, ids and names (DOM clobbering) and script-capable URL schemes, however they are encoded.
 */
export function unsafeMarkup(html: string): string[] {
  const problems: string[] = []
  if (/<script/i.test(html)) problems.push('a script tag')
  for (const tag of tags(html)) {
    if (forbiddenTags.test(tag)) problems.push(`a tag the allow-list does not have: ${tag}`)
    if (/[\s/"']on[a-z]+\s*=/i.test(tag)) problems.push(`an event handler: ${tag}`)
    if (/\sstyle\s*=/i.test(tag)) problems.push(`a style attribute: ${tag}`)
    if (/\s(id|name)\s*=/i.test(tag)) problems.push(`an id or name: ${tag}`)
    for (const value of attributeValues(tag)) {
      const scheme = schemeOf(value)?.toLowerCase()
      if (scheme && ['javascript', 'vbscript', 'data', 'livescript'].includes(scheme))
        problems.push(`a ${scheme}: URL: ${tag}`)
    }
  }
  return problems
}

const forbiddenTags =
  /^<\/?(script|iframe|object|embed|applet|svg|math|style|form|base|meta|link|template|noscript|input|button|textarea|select|frame|frameset|isindex|portal|xmp|title|body|video|audio|source|details|marquee|keygen)\b/i

const tags = (html: string) => html.match(/<[a-z!/?][^>]*>/gi) ?? []

const attributeValues = (tag: string) =>
  [...tag.matchAll(/\s[^\s=/>]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/g)].map((match) =>
    match[1]!.replace(/^["']|["']$/g, ''),
  )

/** Character references a browser decodes inside an attribute value, enough to reveal a hidden scheme. */
function decodeAttribute(value: string): string {
  return value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;/gi, '\t')
    .replace(/&newline;/gi, '\n')
    .replace(/&amp;/gi, '&')
}

/** Browsers drop tabs, line breaks and leading control characters and spaces from a URL before reading its scheme. */
const schemeOf = (url: string) =>
  /^([a-z][a-z0-9+.-]*):/i.exec(
    decodeAttribute(url)
      .replace(/[\t\n\r]/g, '')
      // A browser skips leading controls and spaces; we also skip any Unicode space (U+2028 and the like), stricter
      // than any browser today, so a sanitizer that lets such a prefix through fails here.
      // eslint-disable-next-line no-control-regex -- control characters are exactly what a browser skips here
      .replace(/^[\u0000-\u0020\s]+/, ''),
  )?.[1]
