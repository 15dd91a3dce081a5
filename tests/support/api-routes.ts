import type { Router } from 'express'
import { createApiRouter } from '#server/api/index.ts'
import type { AppDeps } from '#server/context.ts'

/** One method on one path of the API, as Express holds it. */
export interface ApiRoute {
  method: string
  /** The full pattern, e.g. `/api/salt/cards/:id`. */
  path: string
  /** `METHOD path`, the key the suites' expectation tables use. */
  key: string
  /** The staff level its guard demands (requireStaff tags its guard), or null for a route without one. */
  staffLevel: number | null
  /** The customer permission its guard demands (requirePermission tags its guard), or null. */
  permission: string | null
}

/** The part of Express 5's router layer this walk reads (router/lib/layer.js and route.js). */
interface Layer {
  rawPath?: unknown
  route?: {
    path: unknown
    methods: Record<string, boolean>
    stack: Array<{ handle: { staffLevel?: number; permission?: string } }>
  }
  handle: { stack?: Layer[] }
}

/**
 * Every route of the /api router read from Express itself, so a route added later is walked without a word in the
 * suites. A mount or route path that is not a plain string (a RegExp, an array) fails loudly: the walk could not
 * say which addresses it covers.
 */
export function apiRoutesOf(deps: AppDeps): ApiRoute[] {
  return routesOf(createApiRouter(deps) as Router & { stack: Layer[] }, '/api')
}

function routesOf(router: { stack: Layer[] }, base: string): ApiRoute[] {
  return router.stack.flatMap((layer): ApiRoute[] => {
    if (layer.route) {
      const path = `${base}${plainPath(layer.route.path)}`
      const staffLevel = layer.route.stack.find((entry) => entry.handle.staffLevel)?.handle.staffLevel ?? null
      const permission = layer.route.stack.find((entry) => entry.handle.permission)?.handle.permission ?? null
      return Object.keys(layer.route.methods).map((lower) => {
        const method = lower.toUpperCase()
        return { method, path, key: `${method} ${path}`, staffLevel, permission }
      })
    }
    if (!layer.handle.stack) return []
    const mount = layer.rawPath === undefined ? '' : plainPath(layer.rawPath)
    return routesOf(layer.handle as { stack: Layer[] }, `${base}${mount === '/' ? '' : mount}`)
  })
}

function plainPath(path: unknown): string {
  if (typeof path !== 'string') throw new Error(`An API path is not a plain string: ${String(path)}`)
  return path
}

/** The path with every `:param` filled in, e.g. with an id no row has. */
export const concretePath = (path: string, value: string) => path.replace(/:[A-Za-z]+/g, value)
