import { Router } from 'express'
import { searchQuerySchema } from '#domain/catalogue/search-schemas.ts'
import type { SearchResult } from '#domain/catalogue/search-ranking.ts'
import type { AppDeps } from '#server/context.ts'
import { parseInput } from '#server/http/errors.ts'
import { searchCatalog } from '#server/services/catalog/search.ts'

/** The header's product search: up to eight products and groups for a query. */
export function searchRouter(deps: AppDeps): Router {
  const router = Router()
  router.get('/search', async (req, res) => {
    const { q } = parseInput(searchQuerySchema, req.query)
    const results: SearchResult[] = q === '' ? [] : await searchCatalog(deps.db, q)
    res.json({ results })
  })
  return router
}
