import compression from 'compression'
import express, { type RequestHandler } from 'express'
import { createApiRouter } from '#server/api/index.ts'
import { isSandboxGateway } from '#server/adapters/payments/index.ts'
import type { AppDeps } from '#server/context.ts'
import { documentsRouter } from '#server/http/documents.ts'
import { refuseBadAddress } from '#server/http/input-guards.ts'
import { requestLogger } from '#server/http/logging.ts'
import { mediaRouter } from '#server/http/media.ts'
import { redirects } from '#server/http/redirects.ts'
import { sandboxPaymentPage } from '#server/http/sandbox-pay.ts'
import { seoFilesRouter } from '#server/http/seo-files.ts'
import { cspNonce, securityHeaders } from '#server/http/security.ts'
import { thirdPartySources } from '#server/http/third-parties.ts'
import type { AppMetrics } from '#server/metrics/app-metrics.ts'
import { metricsRoute } from '#server/metrics/endpoint.ts'
import { labelFrontEnd, timeRequests } from '#server/metrics/http-timing.ts'

export interface CreateAppOptions {
  /** Serves the browser assets and pages (Vite in dev, the built client in production); absent in API tests. */
  frontEnd?: (app: express.Express) => void
  dev?: boolean
  /** Set: requests are timed by route, and with METRICS_TOKEN GET /metrics answers its bearer (docs: "Metrics"). */
  metrics?: AppMetrics
}

/** Assembles the one Express app: headers, logs, redirects, health, API, then the React Router pages. */
export function createApp(deps: AppDeps, { frontEnd, dev = false, metrics }: CreateAppOptions = {}) {
  const app = express()
  app.disable('x-powered-by')
  app.set('trust proxy', deps.config.TRUST_PROXY)
  if (metrics) app.use(timeRequests)
  app.use(
    cspNonce,
    securityHeaders({ dev, thirdParties: thirdPartySources(deps.config) }),
    compression(),
    requestLogger(deps.log),
  )
  app.use(refuseBadAddress)
  app.use(redirects)
  app.get('/healthz', (_req, res) => {
    res.json({ ok: true })
  })
  app.get('/readyz', readiness(deps))
  const { METRICS_TOKEN } = deps.config
  if (metrics && METRICS_TOKEN) app.get('/metrics', metricsRoute(METRICS_TOKEN, metrics))
  app.use('/api', createApiRouter(deps))
  if (isSandboxGateway(deps.payments)) app.use('/pay/sandbox', sandboxPaymentPage(deps.payments, deps.now))
  app.use(seoFilesRouter(deps))
  app.use(documentsRouter(deps))
  app.use(mediaRouter(deps))
  if (metrics) app.use(labelFrontEnd)
  frontEnd?.(app)
  return app
}

/** A database that accepts the connection but does not answer is as unready as one that refuses it. */
const readinessTimeoutMs = 3_000

function readiness(deps: AppDeps): RequestHandler {
  return async (_req, res) => {
    try {
      await Promise.race([
        deps.database.ping(),
        new Promise((_resolve, reject) =>
          setTimeout(
            () => reject(new Error('the database did not answer in time')),
            readinessTimeoutMs,
          ).unref(),
        ),
      ])
      res.json({ ok: true, database: deps.database.kind })
    } catch (error) {
      deps.log.warn({ err: error }, 'readiness check failed')
      res.status(503).json({
        ok: false,
        error: { code: 'database_unreachable', message: 'The database is not reachable.' },
      })
    }
  }
}
