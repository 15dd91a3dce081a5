import { isRouteErrorResponse } from 'react-router'
import { genericErrorMessage, notFoundMessage, notFoundTitle } from '#domain/site/texts.ts'

export interface ErrorDescription {
  status: number
  title: string
  message: string
  /** Stack or raw text, only when details may be shown (development). */
  details?: string
}

/**
 * A thrown response uses its status and text, an error carrying a status uses that and its message,
 * anything else is a 500 with a generic message. A 404 always reads as the original site's not-found page. Raw text of
 * unexpected errors (stack) is only shown when `showDetails` is set.
 */
export function describeError(error: unknown, { showDetails }: { showDetails: boolean }): ErrorDescription {
  const status = errorStatus(error)
  if (status === 404) return { status, title: notFoundTitle, message: notFoundMessage }
  const message = intendedMessage(error) ?? genericErrorMessage
  const details = showDetails ? rawDetails(error) : undefined
  return details
    ? { status, title: String(status), message, details }
    : { status, title: String(status), message }
}

function errorStatus(error: unknown): number {
  if (isRouteErrorResponse(error)) return error.status
  return carriedStatus(error) ?? 500
}

/** An error thrown on purpose with an HTTP status (`status` or `statusCode`, 400–599). */
function carriedStatus(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined
  const carried = 'status' in error ? error.status : 'statusCode' in error ? error.statusCode : undefined
  return typeof carried === 'number' && Number.isInteger(carried) && carried >= 400 && carried <= 599
    ? carried
    : undefined
}

/** Text a route chose to show: a thrown response's data or status text, or the message of an error with a status. */
function intendedMessage(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) {
    const { data } = error
    if (typeof data === 'string' && data.trim()) return data
    if (
      typeof data === 'object' &&
      data !== null &&
      'message' in data &&
      typeof data.message === 'string' &&
      data.message.trim()
    ) {
      return data.message
    }
    return error.statusText || undefined
  }
  if (error instanceof Error && carriedStatus(error) !== undefined && error.message) return error.message
  return undefined
}

function rawDetails(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) return undefined
  if (error instanceof Error) return error.stack ?? error.message
  return error === undefined ? undefined : String(error)
}
