import { Router } from 'express'
import { yardBoardParamsSchema } from '#domain/locations/yard-board-query.ts'
import type { AppDeps } from '#server/context.ts'
import { notFound, parseInput } from '#server/http/errors.ts'
import { createYardBoards, yardBoardKeepMs } from '#server/services/locations/yard-board.ts'

/** The same for every visitor and kept as long on the server: browsers and proxies may share it that long too. */
const cacheControl = `public, max-age=${yardBoardKeepMs / 1000}`

/**
 * The live yard board (ADR 0037): `GET /api/salt/locations/board` for every published yard (/location), and
 * `GET /api/salt/locations/:slug/board` for one (its page). The pages stay in the page cache; this is what changes.
 */
export function yardBoardRouter(deps: AppDeps): Router {
  const router = Router()
  const boards = createYardBoards(deps)
  router.get('/locations/board', async (_req, res) => {
    const answer = await boards.answer()
    res.set('Cache-Control', cacheControl).json(answer)
  })
  router.get('/locations/:slug/board', async (req, res) => {
    const { slug } = parseInput(yardBoardParamsSchema, req.params)
    const answer = await boards.answer(slug)
    if (!answer) throw notFound('No such yard.')
    res.set('Cache-Control', cacheControl).json(answer)
  })
  return router
}
