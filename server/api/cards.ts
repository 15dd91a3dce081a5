import { Router } from 'express'
import { z } from 'zod'
import type { DeactivateCardResponse, RenameCardResponse } from '#domain/salt-card/answers.ts'
import { recordIdSchema } from '#domain/kernel/ids.ts'
import { deactivateCardSchema, renameCardSchema } from '#domain/salt-card/schemas.ts'
import type { AppDeps } from '#server/context.ts'
import { requirePermission, signedIn } from '#server/http/auth.ts'
import { parseInput } from '#server/http/errors.ts'
import { deactivateCard, renameCard } from '#server/services/salt-card/cards.ts'
import { clientIp } from './client-ip.ts'
import { cardNotFound } from './salt-card-errors.ts'

const cardIdParam = z.object({ id: recordIdSchema })

/** A customer's own cards: rename (ADR 0003) and deactivate, by owners and dispatchers. Another customer's card is a 404. */
export function cardsRouter(deps: AppDeps): Router {
  const router = Router()

  router.patch('/cards/:id', requirePermission('manageCards'), async (req, res) => {
    const { id } = parseInput(cardIdParam, req.params)
    const { name } = parseInput(renameCardSchema, req.body)
    const { account } = signedIn(req)
    const card = await renameCard(deps.db, {
      accountId: account.id,
      customerNo: account.customerNo,
      cardId: id,
      name,
      ip: clientIp(req),
      now: deps.now(),
    })
    if (!card) throw cardNotFound()
    const body: RenameCardResponse = { success: true, card }
    res.json(body)
  })

  router.post('/deactivatecard', requirePermission('manageCards'), async (req, res) => {
    const { cardNo } = parseInput(deactivateCardSchema, req.body)
    const { account } = signedIn(req)
    const done = await deactivateCard(deps.db, {
      accountId: account.id,
      customerNo: account.customerNo,
      cardNo,
      ip: clientIp(req),
      now: deps.now(),
    })
    if (!done) throw cardNotFound()
    const body: DeactivateCardResponse = { success: true }
    res.json(body)
  })

  return router
}
