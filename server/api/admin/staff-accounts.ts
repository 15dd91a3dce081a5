import { Router } from 'express'
import { z } from 'zod'
import { recordIdSchema } from '#domain/admin/list.ts'
import {
  staffInviteSchema,
  staffListQuerySchema,
  staffRoleChangeSchema,
  staffVersionSchema,
  yardGrantsSchema,
} from '#domain/admin/staff/schemas.ts'
import type { AppDeps } from '#server/context.ts'
import { signedIn } from '#server/http/auth.ts'
import { parseInput } from '#server/http/errors.ts'
import { inviteStaff, sendStaffSetPasswordLink } from '#server/services/admin/staff/invite-staff.ts'
import { deactivateStaff, reactivateStaff, setStaffRole } from '#server/services/admin/staff/staff-changes.ts'
import { findStaffMember, listStaff } from '#server/services/admin/staff/staff-list.ts'
import { listYardGrants, setYardGrants } from '#server/services/locations/yard-grants.ts'
import { requireStaff, staffActor } from './staff.ts'

const idParamSchema = z.object({ id: recordIdSchema })
const idParam = (params: unknown) => parseInput(idParamSchema, params).id

/**
 * `/api/salt/admin/staff`: the owner's staff accounts — invite, role, deactivate, reactivate, a new set-password
 * link — and the yards a yard-staff member holds (owners and managers). Each change answers the member as they now are, so the page shows the new version.
 */
export function staffAccountsRouter(deps: AppDeps): Router {
  const router = Router()
  const owner = requireStaff('owner')
  const member = (id: number, req: Parameters<typeof signedIn>[0]) =>
    findStaffMember(deps.db, id, signedIn(req).account.id)

  router.get('/admin/staff', owner, async (req, res) => {
    res.json(await listStaff(deps.db, parseInput(staffListQuerySchema, req.query)))
  })

  router.post('/admin/staff', owner, async (req, res) => {
    const id = await inviteStaff(deps, staffActor(req), parseInput(staffInviteSchema, req.body))
    res.status(201).json(await member(id, req))
  })

  // Owners and managers hand out yards, so the people who run the yards can staff them.
  const manager = requireStaff('manager')
  router.get('/admin/staff/:id/yards', manager, async (req, res) => {
    res.json(await listYardGrants(deps.db, idParam(req.params)))
  })
  router.put('/admin/staff/:id/yards', manager, async (req, res) => {
    const { locationIds } = parseInput(yardGrantsSchema, req.body)
    res.json(await setYardGrants(deps, staffActor(req), idParam(req.params), locationIds))
  })

  router.get('/admin/staff/:id', owner, async (req, res) => {
    res.json(await member(idParam(req.params), req))
  })

  router.put('/admin/staff/:id/role', owner, async (req, res) => {
    const id = idParam(req.params)
    await setStaffRole(deps, staffActor(req), id, parseInput(staffRoleChangeSchema, req.body))
    res.json(await member(id, req))
  })

  router.post('/admin/staff/:id/deactivate', owner, async (req, res) => {
    const id = idParam(req.params)
    await deactivateStaff(deps, staffActor(req), id, parseInput(staffVersionSchema, req.body))
    res.json(await member(id, req))
  })

  router.post('/admin/staff/:id/reactivate', owner, async (req, res) => {
    const id = idParam(req.params)
    await reactivateStaff(deps, staffActor(req), id, parseInput(staffRoleChangeSchema, req.body))
    res.json(await member(id, req))
  })

  router.post('/admin/staff/:id/set-password-link', owner, async (req, res) => {
    const id = idParam(req.params)
    await sendStaffSetPasswordLink(deps, staffActor(req), id)
    res.json(await member(id, req))
  })

  return router
}
