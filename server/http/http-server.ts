import { type RequestListener, type Server, createServer } from 'node:http'
import { answerClientError } from './client-errors.ts'

/** How long the server waits for each part of a client's request (docs/operations.md, "Timeouts"). */
export interface ServerTimeouts {
  /** From the first byte of a request to its last header line. */
  headersTimeoutMs: number
  /** From the first byte of a request to the last byte of its body. */
  requestTimeoutMs: number
  /** How long an idle keep-alive connection stays open after an answer. */
  keepAliveTimeoutMs: number
  /** How often Node looks for requests past the two limits above; a limit is enforced up to this much late. */
  checkIntervalMs: number
}

/**
 * Chosen on purpose, not Node's defaults (60 s, 5 min, 5 s, 30 s):
 * - headers in 20 s: a real client sends them in one packet; a slowloris client that dribbles one header line at a
 *   time holds a socket for at most this long (Node's default check every 30 s let it hold one for 90 s);
 * - the whole request in 180 s: the largest body is a 20 MB document upload, about 160 s on a 1 Mbit/s uplink; a
 *   client that sends a body a byte at a time is cut off after three minutes instead of Node's five;
 * - keep-alive 65 s: longer than the 60 s idle timeout of common load balancers (AWS ALB's default, nginx's
 *   upstream keepalive_timeout), so the balancer, not the app, closes an idle connection and never sends a request
 *   down one the app has just closed (a 502);
 * - a check every 5 s, so the limits hold to within 5 s.
 */
export const serverTimeouts: ServerTimeouts = {
  headersTimeoutMs: 20_000,
  requestTimeoutMs: 180_000,
  keepAliveTimeoutMs: 65_000,
  checkIntervalMs: 5_000,
}

/**
 * The HTTP server around the Express app, with the timeouts set and the requests Node refuses itself answered in the
 * API's error shape (client-errors.ts); the caller listens.
 */
export function createHttpServer(app: RequestListener, timeouts: ServerTimeouts = serverTimeouts): Server {
  const server = createServer(
    {
      headersTimeout: timeouts.headersTimeoutMs,
      requestTimeout: timeouts.requestTimeoutMs,
      connectionsCheckingInterval: timeouts.checkIntervalMs,
    },
    app,
  )
  server.keepAliveTimeout = timeouts.keepAliveTimeoutMs
  server.on('clientError', answerClientError)
  return server
}
