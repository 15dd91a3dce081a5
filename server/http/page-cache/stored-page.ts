import { createHash } from 'node:crypto'
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

type Encoding = 'br' | 'gzip' | 'identity'

/** One encoding of a page, with every header it is sent with, flattened once for `writeHead`. */
interface Variant {
  body: Buffer
  headers: string[]
}

/** A page as it goes on the wire: each encoding ready, so a hit is a header write and a buffer write. */
export interface StoredPage {
  status: number
  etag: string
  variants: Record<Encoding, Variant>
  notModifiedHeaders: string[]
  expiresAt: number
  /** Past `expiresAt`, a request is rendering the page again (page-cache.ts serves this copy meanwhile). */
  refreshing: boolean
}

/** Headers of the rendered response that belong to that one response or are set per encoding here. */
const perResponseHeaders = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'vary',
  'etag',
  'x-request-id',
  'x-page-cache',
  'date',
  'connection',
  // Only https answers carry it (security.ts): added per hit, from the protocol of the request that hits.
  'strict-transport-security',
])

export function pageTag(html: string): string {
  return `W/"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`
}

/**
 * Brotli's quality for a stored page (ADR 0047). Measured on five of the shop's pages (103–123 KB of HTML): quality 6
 * costs ~2 ms a page and its copy is 1.4 % larger than quality 9's, which costs ~110 ms, as much as 11 (8 % smaller).
 * A page is stored again every PAGE_CACHE_SECONDS while it is asked for, and until it is stored each visitor renders
 * it anew, so the compression's time is paid in CPU and in renders, for a few hundred bytes.
 */
const brotliQuality = 6

/** Compresses the page once (off the main thread) for every hit to come. */
export async function storedPage(
  status: number,
  html: string,
  rendered: OutgoingHttpHeaders,
  expiresAt: number,
): Promise<StoredPage> {
  const identity = Buffer.from(html, 'utf8')
  const [br, gz] = await Promise.all([
    brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } }),
    gzipped(identity, { level: 9 }),
  ])
  const etag = pageTag(html)
  const shared = Object.entries(rendered)
    .filter(([name, value]) => !perResponseHeaders.has(name) && value !== undefined)
    .flatMap(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)])
  const common = [...shared, 'etag', etag, 'x-page-cache', 'hit']
  const variant = (body: Buffer, encoding: Encoding): Variant => ({
    body,
    headers: [
      ...common,
      'vary',
      'Accept-Encoding',
      ...(encoding === 'identity' ? [] : ['content-encoding', encoding]),
      'content-length',
      String(body.length),
    ],
  })
  return {
    status,
    etag,
    variants: { br: variant(br, 'br'), gzip: variant(gz, 'gzip'), identity: variant(identity, 'identity') },
    notModifiedHeaders: [...common, 'vary', 'Accept-Encoding'],
    expiresAt,
    refreshing: false,
  }
}

/**
 * The whole answer to a hit: no framework, no per-request work beyond choosing the encoding and, over https, adding
 * `hsts` (the Strict-Transport-Security value).
 */
export function sendStoredPage(
  req: IncomingMessage,
  res: ServerResponse,
  page: StoredPage,
  hsts: string | undefined,
) {
  const withHsts = (headers: string[]) => (hsts ? [...headers, 'strict-transport-security', hsts] : headers)
  if (matchesTag(req.headers['if-none-match'], page.etag)) {
    res.writeHead(304, withHsts(page.notModifiedHeaders))
    res.end()
    return
  }
  const variant = page.variants[preferredEncoding(req.headers['accept-encoding'])]
  res.writeHead(page.status, withHsts(variant.headers))
  res.end(req.method === 'HEAD' ? undefined : variant.body)
}

export function matchesTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim()
    return trimmed === '*' || trimmed === etag || `W/${trimmed}` === etag
  })
}

/** Brotli, then gzip, then none; a coding the browser gives `q=0` is one it refuses. */
function preferredEncoding(acceptEncoding: string | undefined): Encoding {
  if (!acceptEncoding) return 'identity'
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((entry) => entry.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([coding]) => coding!.trim().toLowerCase()),
  )
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return 'identity'
}
