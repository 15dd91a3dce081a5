import sanitizeHtml from 'sanitize-html'

/**
 * The one policy for rich text written by staff (posts, FAQ answers, product descriptions): structure, emphasis,
 * links, our own images and tables; never scripts, styles, event handlers or outside images. Applied when the
 * admin saves and again when a page renders, so a row written any other way is still safe to show.
 */

/** Our own images only: a site path such as /images/posts/x.svg or /uploads/…, never another host or a data: URL. */
const ownImageSrc = /^\/(?![/\\])[\w\-./%]+$/

/** Links to other sites get rel values that keep them from steering our ranking or our window. */
const externalLink = /^(https?:)?\/\//i

/**
 * A script scheme hidden behind spaces sanitize-html does not skip (U+2028 and other Unicode spaces). Browsers do
 * not skip them either today, so such a link is harmless; it is dropped anyway, in case one ever does.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what a browser skips before a scheme
const hiddenScriptScheme = /^[\s\u0000-\u001f]*(javascript|vbscript|data|livescript):/i

const policy: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'em',
    'b',
    'i',
    'blockquote',
    'img',
    'figure',
    'figcaption',
    'table',
    'caption',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // The page already has its h1 (the title): a heading of the body starts one level below.
  transformTags: {
    h1: 'h2',
    a: (tagName, attribs) => {
      const { rel: _given, href, ...rest } = attribs
      const rel = externalLink.test(href ?? '') ? 'nofollow noopener noreferrer' : undefined
      const kept = href === undefined || hiddenScriptScheme.test(href) ? rest : { ...rest, href }
      return { tagName, attribs: rel ? { ...kept, rel } : kept }
    },
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !ownImageSrc.test(frame.attribs.src ?? ''),
}

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, policy)
}

const textOnly: sanitizeHtml.IOptions = { allowedTags: [], allowedAttributes: {} }

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** The words of rich text without its markup: for search, excerpts and structured data. */
export function richTextToPlain(html: string): string {
  // Block ends become spaces, so "</p><p>" does not glue two words together.
  const spaced = html.replace(/<\/(p|li|h\d|td|th|blockquote|figcaption)>|<br\s*\/?>/gi, ' $&')
  return sanitizeHtml(spaced, textOnly)
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (match, entity: string) => decodeEntity(entity) ?? match)
    .replace(/\s+/g, ' ')
    .trim()
}

function decodeEntity(entity: string): string | undefined {
  if (entity.startsWith('#')) {
    const code = entity[1]?.toLowerCase() === 'x' ? parseInt(entity.slice(2), 16) : Number(entity.slice(1))
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : undefined
  }
  return entities[entity.toLowerCase()]
}
