import { type Request, Router } from 'express'
import { z } from 'zod'
import { locationListQuerySchema, locationUpdateSchema } from '#domain/locations/schemas.ts'
import { recordIdSchema } from '#domain/admin/list.ts'
import type { AppDeps } from '#server/context.ts'
import { signedIn } from '#server/http/auth.ts'
import { parseInput } from '#server/http/errors.ts'
import { saveAdminLocation } from '#server/services/locations/admin-location-save.ts'
import { findAdminLocation, listAdminLocations } from '#server/services/locations/admin-locations.ts'
import { yardScopeOf } from '#server/services/locations/yard-grants.ts'
import { requireYardInScope } from '#server/services/locations/yard-scope.ts'
import { requireStaff, staffActor } from './staff.ts'

const idParamSchema = z.object({ id: recordIdSchema })
const idParam = (params: unknown) => parseInput(idParamSchema, params).id

/**
 * The yards of `/admin/{brand}locations`: list, one yard, save. Editors and up reach every yard and field; yard staff
 * see only the yards granted to them and change only their hours and stock (yard-scope.ts).
 */
export function locationsAdminRouter(deps: AppDeps): Router {
  const router = Router()
  const scopeOf = (req: Request) => yardScopeOf(deps.db, signedIn(req).account)
  router.get('/admin/locations', requireStaff('yard'), async (req, res) => {
    const query = parseInput(locationListQuerySchema, req.query)
    res.json(await listAdminLocations(deps.db, query, deps.now(), await scopeOf(req)))
  })
  router.get('/admin/locations/:id', requireStaff('yard'), async (req, res) => {
    const id = idParam(req.params)
    requireYardInScope(await scopeOf(req), id)
    res.json(await findAdminLocation(deps.db, id))
  })
  router.put('/admin/locations/:id', requireStaff('yard'), async (req, res) => {
    const id = idParam(req.params)
    const scope = await scopeOf(req)
    requireYardInScope(scope, id)
    const input = parseInput(locationUpdateSchema, req.body)
    res.json(await saveAdminLocation(deps, staffActor(req), id, input, scope))
  })
  return router
}
