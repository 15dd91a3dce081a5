import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { DestinationStream, Logger } from 'pino'
import { pino } from 'pino'
import { pinoHttp } from 'pino-http'

/** Header and body fields that never reach a log line. */
const redact = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  '*.password',
  '*.newPass',
  '*.token',
]

/** The app's logger; tests pass a destination to read what would have been logged. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, redact: { paths: redact, censor: '[redacted]' } }
  return destination ? pino(options, destination) : pino(options)
}

/** The login call carries the password in its query string (the original client's call); no query string is logged. */
export function safeUrl(url: string): string {
  const queryAt = url.indexOf('?')
  return queryAt === -1 ? url : `${url.slice(0, queryAt)}?[redacted]`
}

export function requestLogger(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: (req, res) => {
      const incoming = req.headers['x-request-id']
      const id = typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID()
      res.setHeader('x-request-id', id)
      return id
    },
    serializers: {
      req: (req: IncomingMessage & { id?: string }) => ({
        id: req.id,
        method: req.method,
        url: safeUrl(req.url ?? ''),
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
    autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
  })
}
