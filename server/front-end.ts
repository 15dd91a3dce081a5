import path from 'node:path'
import { pathToFileURL } from 'node:url'
import express from 'express'
import type { AppLoadContext, ServerBuild } from 'react-router'
import type { AppDeps } from '#server/context.ts'
import { buildAssets, buildPublicFiles } from '#server/http/build-assets.ts'
import type { PageCache } from '#server/http/page-cache/page-cache.ts'
import { reactRouterHandler } from '#server/http/react-router-handler.ts'
import { createPageQueries } from '#server/page-queries.ts'
import { createReadModel } from '#server/services/read-model.ts'

type Express = express.Express

/** `readModelTtlMs` 0 reads the database at every render (development, where data may change under the app). */
function loadContext(deps: AppDeps, readModelTtlMs: number) {
  const readModel = createReadModel({ ttlMs: readModelTtlMs, changes: deps.contentChanges })
  const queries = createPageQueries(deps, readModel)
  return (_req: express.Request, res: express.Response): AppLoadContext => ({
    config: deps.config,
    now: deps.now,
    cspNonce: String(res.locals.cspNonce),
    queries,
  })
}

/**
 * Production: hashed assets cached for a year, then the built React Router server, whose anonymous pages the page
 * cache stores (its hits are answered before Express, in main.ts).
 */
export async function productionFrontEnd(
  deps: AppDeps,
  { pageCache, buildDir = path.resolve('build') }: { pageCache: PageCache; buildDir?: string },
) {
  const build = (await import(pathToFileURL(path.join(buildDir, 'server', 'index.js')).href)) as ServerBuild
  return (app: Express) => {
    app.use('/assets', buildAssets(path.join(buildDir, 'client', 'assets')))
    app.use(buildPublicFiles(path.join(buildDir, 'client')))
    app.use(pageCache.storeRenders)
    // The data pages show is kept as long as the pages are (PAGE_CACHE_SECONDS), and emptied by the same changes.
    const getLoadContext = loadContext(deps, deps.config.PAGE_CACHE_SECONDS * 1000)
    app.use(reactRouterHandler({ build, getLoadContext, mode: 'production' }))
  }
}

/** Development: Vite middleware with HMR; the server build is reloaded on every request. */
export async function developmentFrontEnd(deps: AppDeps) {
  const vite = await import('vite')
  const getLoadContext = loadContext(deps, 0)
  const server = await vite.createServer({ server: { middlewareMode: true } })
  const frontEnd = (app: Express) => {
    app.use(server.middlewares)
    app.use(async (req, res, next) => {
      try {
        const build = (await server.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild
        await reactRouterHandler({ build, getLoadContext, mode: 'development' })(req, res, next)
      } catch (error) {
        next(error)
      }
    })
  }
  return { frontEnd, close: () => server.close() }
}
