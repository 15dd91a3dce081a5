import { createHash, createHmac } from 'node:crypto'

/** AWS Signature Version 4 (header form), as S3 and every S3-compatible store check it. */

export interface SigningCredentials {
  accessKeyId: string
  secretAccessKey: string
  region: string
  service: string
}

export interface RequestToSign {
  method: string
  url: URL
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (e.g. content-type, range). */
  headers?: Record<string, string>
  /** Hex SHA-256 of the body (of the empty string for none). */
  payloadHash: string
  at: Date
}

export const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex')
export const emptyPayloadHash = sha256Hex('')

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest()

/** `20130524T000000Z` */
export const amzDate = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** RFC 3986 encoding as SigV4 wants it: unreserved characters stay, every other byte is %XX (upper case). */
export const uriEncode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)

/** The path, each segment encoded once (S3 does not double-encode). */
const canonicalPath = (url: URL) =>
  url.pathname
    .split('/')
    .map((segment) => uriEncode(decodeURIComponent(segment)))
    .join('/')

const canonicalQuery = (url: URL) =>
  [...url.searchParams]
    .map(([name, value]) => [uriEncode(name), uriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${value}`)
    .join('&')

/**
 * The headers that make `request` authentic for `credentials`: x-amz-date, x-amz-content-sha256 and
 * Authorization (the caller sends them along with its own signed headers; fetch adds Host itself).
 */
export function signRequest(credentials: SigningCredentials, request: RequestToSign): Record<string, string> {
  const date = amzDate(request.at)
  const day = date.slice(0, 8)
  const signed: Record<string, string> = {
    host: request.url.host,
    'x-amz-content-sha256': request.payloadHash,
    'x-amz-date': date,
  }
  for (const [name, value] of Object.entries(request.headers ?? {}))
    signed[name.toLowerCase()] = value.trim().replace(/\s+/g, ' ')
  const names = Object.keys(signed).sort()
  const canonicalRequest = [
    request.method,
    canonicalPath(request.url),
    canonicalQuery(request.url),
    ...names.map((name) => `${name}:${signed[name]}`),
    '',
    names.join(';'),
    request.payloadHash,
  ].join('\n')
  const scope = `${day}/${credentials.region}/${credentials.service}/aws4_request`
  const stringToSign = ['AWS4-HMAC-SHA256', date, scope, sha256Hex(canonicalRequest)].join('\n')
  const dateKey = hmac(`AWS4${credentials.secretAccessKey}`, day)
  const signingKey = hmac(hmac(hmac(dateKey, credentials.region), credentials.service), 'aws4_request')
  const signature = createHmac('sha256', signingKey).update(stringToSign).digest('hex')
  return {
    'x-amz-date': date,
    'x-amz-content-sha256': request.payloadHash,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}`,
  }
}
