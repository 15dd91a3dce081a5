import { STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import { permissionsPolicy } from './security.ts'

/** A request Node itself refused before any handler ran: what it was and what the client is told. */
const answers: Record<string, { status: number; code: string; message: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    code: 'headers_too_large',
    message: 'The request’s headers or address are too long.',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'request_timeout',
    message: 'The request took too long to arrive.',
  },
}
const malformed = { status: 400, code: 'malformed_request', message: 'The request could not be read.' }

/**
 * Answers the requests Node's parser refuses (headers too large, too slow, not HTTP) in the API's error shape with
 * the security headers a page gets, instead of Node's bare status line; then closes the connection, as Node would.
 * A socket that cannot take an answer (reset, or an answer already begun) is just closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  const started = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent
  if (error.code === 'ECONNRESET' || !socket.writable || started) {
    socket.destroy()
    return
  }
  const { status, code, message } = answers[error.code ?? ''] ?? malformed
  const body = JSON.stringify({ error: { code, message } })
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Cache-Control: no-store',
      // What helmet gives every other answer; an answer of data only, so its policy allows nothing at all.
      "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
      // No HSTS: this server speaks plain http (https ends at a proxy), and a request Node could not parse has no
      // X-Forwarded-Proto to say otherwise; browsers ignore HSTS over http anyway.
      `Permissions-Policy: ${permissionsPolicy}`,
      'X-Content-Type-Options: nosniff',
      'X-Frame-Options: DENY',
      'Referrer-Policy: no-referrer',
      'Cross-Origin-Opener-Policy: same-origin',
      'Cross-Origin-Resource-Policy: same-origin',
      'Connection: close',
      '',
      body,
    ].join('\r\n'),
  )
}
