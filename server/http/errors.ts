import type { ErrorRequestHandler, RequestHandler } from 'express'
import { z } from 'zod'
import { isDatabaseUnavailable } from '#server/db/unavailable.ts'

/** An error with an HTTP status that the API answers as `{ error: { code, message, fields? } }`. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message)
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, 'bad_request', message, fields)
export const unauthorized = (message = 'Sign in to continue.') => new HttpError(401, 'unauthorized', message)
export const forbidden = (message = 'You do not have access to this.') =>
  new HttpError(403, 'forbidden', message)
export const notFound = (message = 'Not found.') => new HttpError(404, 'not_found', message)
/** A save based on a version someone else has replaced since (optimistic concurrency), or a state that forbids it. */
export const conflict = (message: string, code = 'conflict') => new HttpError(409, code, message)

/** Seconds a client is asked to wait while the database is unavailable: about one restart of PostgreSQL. */
const databaseRetryAfterSeconds = 5

export const databaseUnavailable = () =>
  new HttpError(
    503,
    'database_unavailable',
    'The service is briefly unavailable. Please try again in a moment.',
    undefined,
    { 'Retry-After': String(databaseRetryAfterSeconds) },
  )

/** Parses input with a zod schema; a failure is a 400 naming each bad field. */
export function parseInput<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input)
  if (result.success) return result.data
  const fields: Record<string, string> = {}
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || '_'
    fields[key] ??= issue.message
  }
  throw new HttpError(400, 'invalid_input', 'Some fields are missing or invalid.', fields)
}

export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(new HttpError(404, 'not_found', `No API endpoint ${req.method} ${req.baseUrl}${req.path}.`))
}

/** Turns anything thrown under /api into the JSON error shape; never leaks internals on a 500. */
export const apiErrorHandler: ErrorRequestHandler = (error: unknown, req, res, _next) => {
  const httpError = toHttpError(error)
  if (httpError.code === 'database_unavailable')
    req.log.warn({ err: error }, 'api call refused: database unavailable')
  else if (httpError.status >= 500) req.log.error({ err: error }, 'api error')
  if (httpError.headers) res.set(httpError.headers)
  const { code, message, fields } = httpError
  res.status(httpError.status).json({ error: fields ? { code, message, fields } : { code, message } })
}

function toHttpError(error: unknown): HttpError {
  if (error instanceof HttpError) return error
  // body-parser errors carry a status and a type: bad JSON, too large, wrong charset.
  if (typeof error === 'object' && error !== null && 'status' in error && 'type' in error) {
    const status = Number(error.status)
    if (status >= 400 && status < 500) {
      const message =
        error.type === 'entity.parse.failed'
          ? 'The request body is not valid JSON.'
          : error.type === 'entity.too.large'
            ? 'The request body is too large.'
            : 'The request body could not be read.'
      return new HttpError(status, String(error.type).replace(/\./g, '_'), message)
    }
  }
  // Two saves raced for the same unique value (a slug); the one that lost learns it here instead of by a 500.
  if (isUniqueViolation(error))
    return new HttpError(409, 'conflict', 'Someone saved the same value at the same moment. Try again.')
  // A body that says it is gzip (or deflate) but is not: zlib's error, marked safe to expose, with a 4xx status.
  if (isExposed4xx(error)) return new HttpError(400, 'unreadable_body', 'The request body could not be read.')
  // PostgreSQL stopped or restarting: nothing is wrong with the request, and the pool reconnects by itself.
  if (isDatabaseUnavailable(error)) return databaseUnavailable()
  return new HttpError(500, 'internal', 'Something went wrong on our side. Please try again.')
}

function isExposed4xx(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error) || !('expose' in error))
    return false
  const status = Number(error.status)
  return error.expose === true && status >= 400 && status < 500
}

/** PostgreSQL's unique_violation (23505), as pg raises it or as Drizzle wraps it in `cause`. */
export function isUniqueViolation(error: unknown): boolean {
  for (
    let cause = error;
    typeof cause === 'object' && cause !== null;
    cause = (cause as { cause?: unknown }).cause
  ) {
    if ((cause as { code?: unknown }).code === '23505') return true
  }
  return false
}
