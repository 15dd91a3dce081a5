/** Just enough MIME to read what nodemailer sends: headers, multipart/alternative, quoted-printable, base64. */

export interface ParsedMail {
  headers: Map<string, string>
  subject: string
  text: string
  html: string | null
}

interface Part {
  headers: Map<string, string>
  body: string
}

function splitPart(raw: string): Part {
  const normalized = raw.replace(/\r\n/g, '\n')
  const gap = normalized.indexOf('\n\n')
  const head = gap === -1 ? normalized : normalized.slice(0, gap)
  const body = gap === -1 ? '' : normalized.slice(gap + 2)
  const headers = new Map<string, string>()
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return { headers, body }
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = []
  const joined = body.replace(/=\n/g, '')
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3)
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(joined[i] ?? '', 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

function decodeBody(part: Part): string {
  const encoding = part.headers.get('content-transfer-encoding')?.toLowerCase()
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body)
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8')
  return part.body
}

/** RFC 2047 encoded words, as nodemailer writes non-ASCII subjects. */
function decodeHeader(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_match, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  )
}

function leafParts(part: Part): Part[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(part.headers.get('content-type') ?? '')?.[1]
  if (!boundary) return [part]
  return part.body
    .split(`--${boundary}`)
    .slice(1)
    .filter((chunk) => !chunk.startsWith('--'))
    .flatMap((chunk) => leafParts(splitPart(chunk.replace(/^\n/, ''))))
}

export function parseMail(raw: string): ParsedMail {
  const message = splitPart(raw)
  const leaves = leafParts(message)
  const ofType = (type: string) =>
    leaves.find((leaf) => (leaf.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(type))
  const text = ofType('text/plain')
  const html = ofType('text/html')
  return {
    headers: message.headers,
    subject: decodeHeader(message.headers.get('subject') ?? ''),
    text: text ? decodeBody(text).trimEnd() : '',
    html: html ? decodeBody(html).trimEnd() : null,
  }
}
