import type { Server } from 'node:http'
import type { AppDeps } from '#server/context.ts'
import { productionFrontEnd } from '#server/front-end.ts'
import { createHttpServer } from '#server/http/http-server.ts'
import { httpsTest } from '#server/http/https-request.ts'
import { createPageCache } from '#server/http/page-cache/page-cache.ts'
import { createApp } from '#server/index.ts'
import { listenOnLoopback, portOf } from '#tests/support/raw-http.ts'

export interface ServedShop {
  server: Server
  url: string
  close(): Promise<void>
}

/**
 * The whole shop, pages included, as production serves it (the production build, page cache hits answered before
 * Express) on a loopback port; `deps` may be broken on purpose.
 */
export async function serveShop(deps: AppDeps): Promise<ServedShop> {
  const pageCache = createPageCache({ ttlMs: 60_000, isHttps: httpsTest(deps.config.TRUST_PROXY) })
  const shopApp = createApp(deps, { frontEnd: await productionFrontEnd(deps, { pageCache }) })
  const server = await listenOnLoopback(createHttpServer(pageCache.answerHitsBefore(shopApp)))
  return {
    server,
    url: `http://127.0.0.1:${portOf(server)}`,
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}
