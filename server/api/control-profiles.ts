import { Router } from 'express'
import { z } from 'zod'
import { recordIdSchema } from '#domain/kernel/ids.ts'
import { controlProfileSchema } from '#domain/salt-card/controls/schemas.ts'
import type { AppDeps } from '#server/context.ts'
import { requirePermission, signedIn } from '#server/http/auth.ts'
import { loginActor } from '#server/services/auth/sessions.ts'
import { conflict, notFound, parseInput } from '#server/http/errors.ts'
import {
  createControlProfile,
  deleteControlProfile,
  listControlProfiles,
  updateControlProfile,
} from '#server/services/salt-card/controls/profiles.ts'
import { clientIp } from './client-ip.ts'

const profileParams = z.object({ id: recordIdSchema })
const profileNotFound = () => notFound('No control profile of yours has this id.')

/** The account's named control profiles (ADR 0026). The owner and dispatcher roles will narrow the writes. */
export function controlProfilesRouter(deps: AppDeps): Router {
  const router = Router()
  const who = (req: Parameters<typeof clientIp>[0]) => ({
    accountId: signedIn(req).account.id,
    ip: clientIp(req),
    now: deps.now(),
    actor: loginActor(signedIn(req)),
  })

  router.get('/control-profiles', requirePermission('manageCards'), async (req, res) => {
    res.json({ items: await listControlProfiles(deps.db, signedIn(req).account.id) })
  })

  router.post('/control-profiles', requirePermission('manageCards'), async (req, res) => {
    const input = parseInput(controlProfileSchema, req.body)
    res.status(201).json(await createControlProfile(deps.db, { ...who(req), input }))
  })

  router.put('/control-profiles/:id', requirePermission('manageCards'), async (req, res) => {
    const { id } = parseInput(profileParams, req.params)
    const input = parseInput(controlProfileSchema, req.body)
    const profile = await updateControlProfile(deps, { ...who(req), profileId: id, input })
    if (!profile) throw profileNotFound()
    res.json(profile)
  })

  router.delete('/control-profiles/:id', requirePermission('manageCards'), async (req, res) => {
    const { id } = parseInput(profileParams, req.params)
    const result = await deleteControlProfile(deps.db, { ...who(req), profileId: id })
    if (result === 'not-found') throw profileNotFound()
    if (result === 'in-use')
      throw conflict('Cards still use this profile. Give them other controls first.', 'profile_in_use')
    res.json({ success: true })
  })

  return router
}
