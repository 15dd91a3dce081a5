import { type Request, type RequestHandler, Router } from 'express'
import { z } from 'zod'
import { isAdminLevel } from '#domain/account/access.ts'
import { staffHaveNoUsersText } from '#domain/account/company-user-texts.ts'
import {
  assignCardsSchema,
  changeUserRoleSchema,
  inviteUserSchema,
  ownLoginRoleSchema,
} from '#domain/account/company-users.ts'
import { recordIdSchema } from '#domain/kernel/ids.ts'
import type { AppDeps } from '#server/context.ts'
import { requirePermission, signedIn } from '#server/http/auth.ts'
import { forbidden, parseInput } from '#server/http/errors.ts'
import type { CompanyActor } from '#server/services/company-users/account-lock.ts'
import { inviteUser } from '#server/services/company-users/invite-user.ts'
import { listCompanyUsers } from '#server/services/company-users/list-users.ts'
import {
  assignDriverCards,
  changeOwnLoginRole,
  changeUserRole,
  removeUser,
} from '#server/services/company-users/user-changes.ts'
import { clientIp } from './client-ip.ts'

const userIdParam = z.object({ id: recordIdSchema })

/** Staff accounts are accounts too, but no one signs in to them but the member themself (ADR 0027). */
const customersOnly: RequestHandler = (req, _res, next) => {
  if (isAdminLevel(signedIn(req).account.active)) throw forbidden(staffHaveNoUsersText)
  next()
}

const actorOf = (req: Request): CompanyActor => ({ session: signedIn(req), ip: clientIp(req) })

/** The owner's users page (ADR 0027): list, invite, change role, assign a driver's cards, remove. */
export function companyUsersRouter(deps: AppDeps): Router {
  const router = Router()
  const owners = requirePermission('manageUsers')

  router.get('/account/users', owners, customersOnly, async (req, res) => {
    res.json(await listCompanyUsers(deps.db, signedIn(req).account.id))
  })

  router.post('/account/users', owners, customersOnly, async (req, res) => {
    const input = parseInput(inviteUserSchema, req.body)
    const id = await inviteUser(deps, actorOf(req), input)
    res.status(201).json({ success: true, id })
  })

  router.put('/account/users/:id/role', owners, customersOnly, async (req, res) => {
    const { id } = parseInput(userIdParam, req.params)
    const { role } = parseInput(changeUserRoleSchema, req.body)
    await changeUserRole(deps, actorOf(req), id, role)
    res.json({ success: true })
  })

  router.put('/account/users/:id/cards', owners, customersOnly, async (req, res) => {
    const { id } = parseInput(userIdParam, req.params)
    const { cardIds } = parseInput(assignCardsSchema, req.body)
    await assignDriverCards(deps, actorOf(req), id, cardIds)
    res.json({ success: true })
  })

  router.delete('/account/users/:id', owners, customersOnly, async (req, res) => {
    const { id } = parseInput(userIdParam, req.params)
    await removeUser(deps, actorOf(req), id)
    res.json({ success: true })
  })

  router.put('/account/login/role', owners, customersOnly, async (req, res) => {
    const { role } = parseInput(ownLoginRoleSchema, req.body)
    await changeOwnLoginRole(deps, actorOf(req), role)
    res.json({ success: true })
  })

  return router
}
