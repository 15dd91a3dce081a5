import { type Request, Router } from 'express'
import { z } from 'zod'
import { recordIdSchema } from '#domain/admin/list.ts'
import {
  noticeInputSchema,
  noticeListQuerySchema,
  noticeUpdateSchema,
  stormInputSchema,
} from '#domain/weather/schemas.ts'
import { autoPublishInputSchema } from '#domain/weather/alert-drafts.ts'
import type { AppDeps } from '#server/context.ts'
import { parseInput } from '#server/http/errors.ts'
import { createNotice, deleteNotice, endNotice, updateNotice } from '#server/services/weather/notices.ts'
import { findAdminNotice, listAdminNotices } from '#server/services/weather/notice-reads.ts'
import { listStorms, weatherYards } from '#server/services/weather/storm-list.ts'
import { createStorm, endStorm } from '#server/services/weather/storms.ts'
import { listLiveAlerts } from '#server/services/weather/alert-reads.ts'
import { autoPublishYardIds, setAutoPublishYards } from '#server/services/weather/auto-publish.ts'
import { yardScopeOf } from '#server/services/locations/yard-grants.ts'
import { signedIn } from '#server/http/auth.ts'
import { requireStaff, staffActor } from './staff.ts'

const idParamSchema = z.object({ id: recordIdSchema })
const idParam = (params: unknown) => parseInput(idParamSchema, params).id

/** `/admin/weather`: weather notices and storm mode, for yard staff and up. */
export function weatherAdminRouter(deps: AppDeps): Router {
  const router = Router()
  const yard = requireStaff('yard')
  // Yard staff address the yards granted to them only (yard-scope.ts); editors and up, every yard.
  const scopeOf = (req: Request) => yardScopeOf(deps.db, signedIn(req).account)

  router.get('/admin/weather/notices', yard, async (req, res) => {
    res.json(await listAdminNotices(deps.db, parseInput(noticeListQuerySchema, req.query), deps.now()))
  })
  router.get('/admin/weather/notices/:id', yard, async (req, res) => {
    res.json(await findAdminNotice(deps.db, idParam(req.params), deps.now()))
  })
  router.post('/admin/weather/notices', yard, async (req, res) => {
    const input = parseInput(noticeInputSchema, req.body)
    res.status(201).json(await createNotice(deps, staffActor(req), await scopeOf(req), input))
  })
  router.put('/admin/weather/notices/:id', yard, async (req, res) => {
    const id = idParam(req.params)
    const input = parseInput(noticeUpdateSchema, req.body)
    res.json(await updateNotice(deps, staffActor(req), await scopeOf(req), id, input))
  })
  router.post('/admin/weather/notices/:id/end', yard, async (req, res) => {
    res.json(await endNotice(deps, staffActor(req), await scopeOf(req), idParam(req.params)))
  })
  router.delete('/admin/weather/notices/:id', yard, async (req, res) => {
    res.json(await deleteNotice(deps, staffActor(req), await scopeOf(req), idParam(req.params)))
  })

  router.get('/admin/weather/yards', yard, async (req, res) => {
    res.json(await weatherYards(deps.db, await scopeOf(req)))
  })
  router.get('/admin/weather/storms', yard, async (_req, res) => {
    res.json(await listStorms(deps.db, deps.now()))
  })
  router.post('/admin/weather/storms', yard, async (req, res) => {
    const input = parseInput(stormInputSchema, req.body)
    const id = await createStorm(deps, staffActor(req), await scopeOf(req), input)
    res.status(201).json({ id })
  })
  router.post('/admin/weather/storms/:id/end', yard, async (req, res) => {
    const id = idParam(req.params)
    await endStorm(deps, staffActor(req), await scopeOf(req), id)
    res.json({ id })
  })

  // ECCC's alerts (ADR 0033): those in force on the member's yards, and the red-alert auto-publish switch.
  router.get('/admin/weather/alerts', yard, async (req, res) => {
    res.json(await listLiveAlerts(deps.db, await scopeOf(req), deps.now()))
  })
  router.get('/admin/weather/auto-publish', yard, async (req, res) => {
    res.json({ locationIds: await autoPublishYardIds(deps.db, await scopeOf(req)) })
  })
  router.put('/admin/weather/auto-publish', yard, async (req, res) => {
    const { locationIds } = parseInput(autoPublishInputSchema, req.body)
    res.json({
      locationIds: await setAutoPublishYards(deps, staffActor(req), await scopeOf(req), locationIds),
    })
  })
  return router
}
