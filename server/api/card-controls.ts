import { Router } from 'express'
import { z } from 'zod'
import type { CardDetail } from '#domain/salt-card/controls/answers.ts'
import { recordIdSchema } from '#domain/kernel/ids.ts'
import { cardControlsChoiceSchema, reportLostSchema } from '#domain/salt-card/controls/schemas.ts'
import type { AppDeps } from '#server/context.ts'
import { requirePermission, signedIn } from '#server/http/auth.ts'
import { loginActor } from '#server/services/auth/sessions.ts'
import { conflict, notFound, parseInput } from '#server/http/errors.ts'
import {
  cardDetail,
  chooseCardControls,
  pickupOptions,
} from '#server/services/salt-card/controls/card-page.ts'
import { setCardSuspended } from '#server/services/salt-card/controls/card-status.ts'
import { listDeclinedAttempts } from '#server/services/salt-card/controls/declines.ts'
import { grantOverride } from '#server/services/salt-card/controls/overrides.ts'
import { reportCardLost } from '#server/services/salt-card/controls/report-lost.ts'
import { clientIp } from './client-ip.ts'
import { cardNotFound } from './salt-card-errors.ts'

const cardParams = z.object({ id: recordIdSchema })
const attemptParams = z.object({ id: recordIdSchema, attemptId: recordIdSchema })
const cardClosed = () => conflict('This card is closed: it was deactivated or reported lost.', 'card_closed')

/**
 * One card's page (ADR 0026): its controls, suspend and resume, report lost, its declined pickups and "allow once".
 * Another customer's card is a 404. Any signed-in customer of the account may use these today; the owner and
 * dispatcher roles will narrow the writes.
 */
export function cardControlsRouter(deps: AppDeps): Router {
  const router = Router()
  const change = (req: Parameters<typeof clientIp>[0], cardId: number) => ({
    accountId: signedIn(req).account.id,
    cardId,
    ip: clientIp(req),
    now: deps.now(),
    actor: loginActor(signedIn(req)),
  })

  router.get('/pickup-options', requirePermission('manageCards'), async (_req, res) => {
    res.json(await pickupOptions(deps.db))
  })

  router.get('/cards/:id', requirePermission('manageCards'), async (req, res) => {
    const { id } = parseInput(cardParams, req.params)
    const card: CardDetail | null = await cardDetail(deps.db, signedIn(req).account.id, id)
    if (!card) throw cardNotFound()
    res.json(card)
  })

  router.put('/cards/:id/controls', requirePermission('manageCards'), async (req, res) => {
    const { id } = parseInput(cardParams, req.params)
    const choice = parseInput(cardControlsChoiceSchema, req.body)
    const result = await chooseCardControls(deps, { ...change(req, id), choice })
    if (result === 'not-found') throw cardNotFound()
    if (result === 'profile-not-found') throw notFound('No control profile of yours has this id.')
    if (result === 'closed') throw cardClosed()
    res.json(await cardDetail(deps.db, signedIn(req).account.id, id))
  })

  for (const [path, suspended] of [
    ['suspend', true],
    ['resume', false],
  ] as const) {
    router.post(`/cards/:id/${path}`, requirePermission('manageCards'), async (req, res) => {
      const { id } = parseInput(cardParams, req.params)
      const result = await setCardSuspended(deps, { ...change(req, id), suspended })
      if (result.outcome === 'not-found') throw cardNotFound()
      if (result.outcome === 'closed') throw cardClosed()
      res.json({ success: true, card: result.card })
    })
  }

  router.post('/cards/:id/report-lost', requirePermission('manageCards'), async (req, res) => {
    const { id } = parseInput(cardParams, req.params)
    const { reason } = parseInput(reportLostSchema, req.body)
    const result = await reportCardLost(deps, { ...change(req, id), reason })
    if (result.outcome === 'not-found') throw cardNotFound()
    if (result.outcome === 'closed') throw cardClosed()
    res.json(result.body)
  })

  router.get('/cards/:id/declined-attempts', requirePermission('manageCards'), async (req, res) => {
    const { id } = parseInput(cardParams, req.params)
    if (!(await cardDetail(deps.db, signedIn(req).account.id, id))) throw cardNotFound()
    res.json({ items: await listDeclinedAttempts(deps.db, id) })
  })

  router.post(
    '/cards/:id/declined-attempts/:attemptId/override',
    requirePermission('manageCards'),
    async (req, res) => {
      const { id, attemptId } = parseInput(attemptParams, req.params)
      const result = await grantOverride(deps.db, { ...change(req, id), attemptId })
      if (result.outcome === 'not-found') throw notFound('No declined pickup of this card has this id.')
      if (result.outcome === 'card-closed') throw cardClosed()
      if (result.outcome === 'not-overridable')
        throw conflict(
          "Only a pickup the card's controls refused can be allowed once; this one was refused for the card itself or its balance.",
          'not_overridable',
        )
      if (result.outcome === 'spent')
        throw conflict(
          'This permission was used or has expired. A new refusal of the ticket can be allowed again.',
          'override_spent',
        )
      res.json(result.body)
    },
  )

  return router
}
