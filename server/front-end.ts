import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createRequestHandler } from '@react-router/express'
import express from 'express'
import type { AppLoadContext, ServerBuild } from 'react-router'
import type { AppDeps } from '#server/context.ts'
import type { PageCache } from '#server/http/page-cache/page-cache.ts'
import { createPageQueries } from '#server/page-queries.ts'

type Express = express.Express

function loadContext(deps: AppDeps) {
  const queries = createPageQueries(deps)
  return (_req: express.Request, res: express.Response): AppLoadContext => ({
    deps,
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
    app.use(
      '/assets',
      express.static(path.join(buildDir, 'client', 'assets'), {
        immutable: true,
        maxAge: '1y',
        fallthrough: false,
      }),
    )
    app.use(express.static(path.join(buildDir, 'client'), { maxAge: '1h', index: false }))
    app.use(pageCache.storeRenders)
    app.use(createRequestHandler({ build, getLoadContext: loadContext(deps), mode: 'production' }))
  }
}

/** Development: Vite middleware with HMR; the server build is reloaded on every request. */
export async function developmentFrontEnd(deps: AppDeps) {
  const vite = await import('vite')
  const server = await vite.createServer({ server: { middlewareMode: true } })
  const frontEnd = (app: Express) => {
    app.use(server.middlewares)
    app.use(async (req, res, next) => {
      try {
        const build = (await server.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild
        await createRequestHandler({ build, getLoadContext: loadContext(deps), mode: 'development' })(
          req,
          res,
          next,
        )
      } catch (error) {
        next(error)
      }
    })
  }
  return { frontEnd, close: () => server.close() }
}
