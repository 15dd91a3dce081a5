import type { RequestHandler } from 'express'
import { httpRequestDuration } from './events.ts'

const countedMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/** The label of a request no Express route matched: what the front end serves, or nothing known. */
const groupKey = 'metricsRouteGroup'

/**
 * Times each request and labels it with the pattern of the route that answered (`/api/salt/cards/:id`), never the
 * URL itself, so a scanner trying a million addresses adds no series. The router assigns `req.route` when a route
 * matches, while `req.baseUrl` still holds the mount path of that route's router (mounts are literal paths here); by
 * the time an error handler answers, baseUrl has been unwound, so the pattern is taken at that assignment.
 */
export const timeRequests: RequestHandler = (req, res, next) => {
  const end = httpRequestDuration.startTimer()
  let pattern: string | undefined
  let route: unknown
  Object.defineProperty(req, 'route', {
    configurable: true,
    enumerable: true,
    get: () => route,
    set: (value: { path?: unknown } | undefined) => {
      route = value
      if (value) pattern = `${req.baseUrl}${String(value.path)}`
    },
  })
  res.once('finish', () => {
    end({
      method: countedMethods.has(req.method) ? req.method : 'other',
      route: pattern ?? unroutedGroup(res.locals),
      status: String(res.statusCode),
    })
  })
  next()
}

/** Mounted just before the front end: what reaches it is an asset or a page, whatever its address. */
export const labelFrontEnd: RequestHandler = (req, res, next) => {
  res.locals[groupKey] = req.path.startsWith('/assets/') ? '(assets)' : '(pages)'
  next()
}

function unroutedGroup(locals: Record<string, unknown>): string {
  const group = locals[groupKey]
  return typeof group === 'string' ? group : '(unmatched)'
}
