import { Router } from 'express'
import { z } from 'zod'
import { locationListQuerySchema, locationUpdateSchema } from '#domain/locations/schemas.ts'
import { recordIdSchema } from '#domain/admin/list.ts'
import type { AppDeps } from '#server/context.ts'
import { parseInput } from '#server/http/errors.ts'
import { saveAdminLocation } from '#server/services/locations/admin-location-save.ts'
import { findAdminLocation, listAdminLocations } from '#server/services/locations/admin-locations.ts'
import { requireStaff, staffActor } from './staff.ts'

const idParamSchema = z.object({ id: recordIdSchema })
const idParam = (params: unknown) => parseInput(idParamSchema, params).id

/** The yards of `/admin/{brand}locations`: list, one yard, save (hours, today's hours, stock); yard staff and up. */
export function locationsAdminRouter(deps: AppDeps): Router {
  const router = Router()
  router.get('/admin/locations', requireStaff('yard'), async (req, res) => {
    res.json(await listAdminLocations(deps.db, parseInput(locationListQuerySchema, req.query), deps.now()))
  })
  router.get('/admin/locations/:id', requireStaff('yard'), async (req, res) => {
    res.json(await findAdminLocation(deps.db, idParam(req.params)))
  })
  router.put('/admin/locations/:id', requireStaff('yard'), async (req, res) => {
    const id = idParam(req.params)
    const input = parseInput(locationUpdateSchema, req.body)
    res.json(await saveAdminLocation(deps, staffActor(req), id, input))
  })
  return router
}
