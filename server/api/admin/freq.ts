import { Router } from 'express'
import { freqSchema } from '#domain/admin/list.ts'
import type { AppDeps } from '#server/context.ts'
import { parseInput } from '#server/http/errors.ts'
import { deleteContent } from '#server/services/admin/delete-content.ts'
import { requireStaff, staffActor } from './staff.ts'

/** `POST /api/salt/freq` `{ url: '{contentType}/{id}', method: 'delete' }` → `{ id }`; editors and up. */
export function freqRouter(deps: AppDeps): Router {
  const router = Router()
  router.post('/freq', requireStaff('editor'), async (req, res) => {
    const { url } = parseInput(freqSchema, req.body)
    res.json(await deleteContent(deps, staffActor(req), url))
  })
  return router
}
