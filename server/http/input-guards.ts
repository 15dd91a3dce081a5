import type { RequestHandler } from 'express'
import { HttpError } from './errors.ts'

/**
 * PostgreSQL text cannot hold a NUL character, so a NUL that reached a query would fail it with a 500. No page,
 * query or body of ours has a use for one: a request whose address carries one (`%00`) is refused at the door.
 */
export const refuseNulInAddress: RequestHandler = (req, res, next) => {
  if (!/%00|\0/i.test(req.originalUrl)) return next()
  const message = 'The address contains a character that is not allowed.'
  if (req.originalUrl.startsWith('/api/')) {
    const field = queryFieldWithNul(req.originalUrl)
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

/** The same for JSON bodies, answered as a field error naming where the NUL was. */
export const refuseNulInBody: RequestHandler = (req, _res, next) => {
  const path = nulPath(req.body as unknown)
  if (path === null) return next()
  const field = path.join('.') || '_'
  next(
    new HttpError(400, 'invalid_input', 'Some fields are missing or invalid.', {
      [field]: 'Remove control characters.',
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
 * Where the first NUL is, depth first. A loop over its own stack, not recursion: a 100 kB body of nested brackets
 * is 50,000 levels deep, past the call stack, and a RangeError here was a 500.
 */
function nulPath(body: unknown): string[] | null {
  const pending: Pending[] = [{ value: body, key: '', parent: null }]
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value } = next
    if (typeof value === 'string') {
      if (value.includes('\0')) return pathTo(next)
      continue
    }
    if (typeof value !== 'object' || value === null) continue
    const children = Object.entries(value)
    const keyWithNul = children.find(([key]) => key.includes('\0'))
    if (keyWithNul) return [...pathTo(next), keyWithNul[0]]
    for (const [key, child] of children.reverse()) pending.push({ value: child, key, parent: next })
  }
  return null
}

function pathTo(entry: Pending): string[] {
  const path: string[] = []
  for (let at: Pending | null = entry; at?.parent; at = at.parent) path.push(at.key)
  return path.reverse()
}
