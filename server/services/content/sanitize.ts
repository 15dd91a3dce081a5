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
      const href = attribs.href ?? ''
      const rel = externalLink.test(href) ? 'nofollow noopener noreferrer' : undefined
      const { rel: _given, ...rest } = attribs
      return { tagName, attribs: rel ? { ...rest, rel } : rest }
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
