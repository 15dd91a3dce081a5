/**
 * Errors that mean "the database server is not there right now" (stopped, restarting, unreachable), as opposed to a
 * bad query: the API answers these 503 (try again) instead of 500, and the pool drops the broken connection.
 */

/** Socket errors while connecting to or talking with the server. */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND'])

/**
 * SQLSTATEs of a server going away: class 08 (connection exception) and the shutdown codes of class 57 —
 * admin_shutdown (57P01, a fast or immediate stop), crash_shutdown (57P02), cannot_connect_now (57P03, starting up
 * or shutting down) — and too_many_connections (53300).
 */
const sqlStates = /^(08...|57P0[123]|53300)$/

/** node-postgres raises these as plain Errors, without a code. */
const poolMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  // A client's own connect timeout (server/db/client.ts sets it apart from the pool's wait).
  'timeout expired',
  'is not queryable',
  'Cannot use a pool after calling end on the pool',
]

function isUnavailableError(error: object): boolean {
  const code = (error as { code?: unknown }).code
  if (typeof code === 'string' && (socketCodes.has(code) || sqlStates.test(code))) return true
  const message = (error as { message?: unknown }).message
  return typeof message === 'string' && poolMessages.some((text) => message.includes(text))
}

/** True when the error, or anything in its `cause` chain (Drizzle wraps driver errors), is one of those above. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let cause = error, depth = 0; typeof cause === 'object' && cause !== null && depth < 10; depth++) {
    if (isUnavailableError(cause)) return true
    // A connection to `localhost` tries each address: Node reports the refusals together.
    if (cause instanceof AggregateError && cause.errors.some((inner) => isDatabaseUnavailable(inner)))
      return true
    cause = (cause as { cause?: unknown }).cause
  }
  return false
}
