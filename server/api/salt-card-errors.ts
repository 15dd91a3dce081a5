import { HttpError, notFound } from '#server/http/errors.ts'

/** The errors the Salt Card calls answer, worded once. */

export const rateLimited = (
  retryAfterSeconds: number,
  message = 'Too many attempts. Please wait and try again.',
) => new HttpError(429, 'rate_limited', message, undefined, { 'Retry-After': String(retryAfterSeconds) })

/** Another customer's card (or none at all): 404 either way, so ids and numbers reveal nothing. */
export const cardNotFound = () => notFound('No card of yours has this id or number.')
