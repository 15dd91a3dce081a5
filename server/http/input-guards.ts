import type { RequestHandler } from 'express'
import { HttpError } from './errors.ts'

/** A UTF-16 surrogate without its other half: not text, and PostgreSQL refuses to store it. */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** Text that no column can hold: a NUL character or a lone surrogate would fail its query with a 500. */
const isUnstorable = (text: string) => text.includes('\0') || loneSurrogate.test(text)

/** The path's percent-encoding does not decode to text (`/products/%E0%A4%A`): no page or record has such a name. */
function pathDoesNotDecode(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? ''
  try {
    decodeURIComponent(path)
    return false
  } catch {
    return true
  }
}

/**
 * No page, query or body of ours has a use for a NUL character, and PostgreSQL text cannot hold one: a request whose
 * address carries one (`%00`), or whose path does not decode at all, is refused at the door with a 400.
 */
export const refuseBadAddress: RequestHandler = (req, res, next) => {
  const undecodable = pathDoesNotDecode(req.originalUrl)
  if (!undecodable && !/%00|\0/i.test(req.originalUrl)) return next()
  const message = undecodable
    ? 'The address is not valid.'
    : 'The address contains a character that is not allowed.'
  if (req.originalUrl.startsWith('/api/')) {
    const field = undecodable ? null : queryFieldWithNul(req.originalUrl)
    const error = field
      ? { code: 'invalid_input', message, fields: { [field]: 'Remove control characters.' } }
      : { code: 'invalid_input', message }
    return void res.status(400).json({ error })
  }
  res
    .status(400)
    .type('text/plain')
    .send(`Bad request: ${message.charAt(0).toLowerCase()}${message.slice(1)}`)
}

/** The query parameter that carries the NUL, to name it as a field; null when it is in the path. */
function queryFieldWithNul(url: string): string | null {
  try {
    const params = new URL(url, 'http://localhost').searchParams
    for (const [name, value] of params) if (`${name}${value}`.includes('\0')) return name || '_'
  } catch {
    return null
  }
  return null
}

/** The same for JSON bodies (NUL characters and lone surrogates), answered as a field error naming where it was. */
export const refuseUnstorableBody: RequestHandler = (req, _res, next) => {
  const found = unstorablePath(req.body as unknown)
  if (found === null) return next()
  const field = found.path.join('.') || '_'
  next(
    new HttpError(400, 'invalid_input', 'Some fields are missing or invalid.', {
      [field]: found.text.includes('\0') ? 'Remove control characters.' : 'Use text only.',
    }),
  )
}

/** A value still to look at, with the way to it kept as links to its parent (copying paths would cost depth²). */
interface Pending {
  value: unknown
  key: string
  parent: Pending | null
}

/**
 * Where the first unstorable text is (in a value or a key), depth first. A loop over its own stack, not recursion: a 100 kB body of nested brackets
 * is 50,000 levels deep, past the call stack, and a RangeError here was a 500.
 */
function unstorablePath(body: unknown): { path: string[]; text: string } | null {
  const pending: Pending[] = [{ value: body, key: '', parent: null }]
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value } = next
    if (typeof value === 'string') {
      if (isUnstorable(value)) return { path: pathTo(next), text: value }
      continue
    }
    if (typeof value !== 'object' || value === null) continue
    const children = Object.entries(value)
    const unstorableKey = children.find(([key]) => isUnstorable(key))
    if (unstorableKey) return { path: [...pathTo(next), unstorableKey[0]], text: unstorableKey[0] }
    for (const [key, child] of children.reverse()) pending.push({ value: child, key, parent: next })
  }
  return null
}

function pathTo(entry: Pending): string[] {
  const path: string[] = []
  for (let at: Pending | null = entry; at?.parent; at = at.parent) path.push(at.key)
  return path.reverse()
}
