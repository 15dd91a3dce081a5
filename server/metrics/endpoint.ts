import { createHash, timingSafeEqual } from 'node:crypto'
import { type Server, type ServerResponse, createServer } from 'node:http'
import type { RequestHandler } from 'express'
import type { AppMetrics } from './app-metrics.ts'

const digest = (text: string) => createHash('sha256').update(text).digest()

/** Hashing both sides first makes the comparison take the same time whatever the token sent, its length included. */
function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const match = /^Bearer +(\S+) *$/i.exec(header ?? '')
  return match !== null && timingSafeEqual(digest(match[1]!), expected)
}

async function sendMetrics(res: ServerResponse, metrics: AppMetrics) {
  const { contentType, body } = await metrics.render()
  res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' })
  res.end(body)
}

/**
 * GET /metrics on the app's port, for `Authorization: Bearer <METRICS_TOKEN>`. Any other request falls through to the
 * app's own 404, the answer an address that does not exist gets: a 401 would tell a scanner that something is here.
 */
export function metricsRoute(token: string, metrics: AppMetrics): RequestHandler {
  const expected = digest(token)
  return async (req, res, next) => {
    if (!bearerMatches(req.headers.authorization, expected)) return next()
    await sendMetrics(res, metrics)
  }
}

/**
 * METRICS_PORT: a second listener with /metrics alone and no token, bound to 127.0.0.1, so only a scraper on the same
 * host (or in the same network namespace) reaches it.
 */
export async function startMetricsListener(metrics: AppMetrics, port: number): Promise<Server> {
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?', 1)[0]
    if (path !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found\n')
      return
    }
    sendMetrics(res, metrics).catch((error: unknown) => {
      res.destroy(error instanceof Error ? error : new Error(String(error)))
    })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  return server
}
