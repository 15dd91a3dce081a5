import { Router } from 'express'
import { z } from 'zod'
import {
  balanceAdjustmentSchema,
  customerListQuerySchema,
  customerProfileUpdateSchema,
  customerTransactionsQuerySchema,
} from '#domain/admin/customers/schemas.ts'
import { recordIdSchema } from '#domain/admin/list.ts'
import type { AppDeps } from '#server/context.ts'
import { parseInput } from '#server/http/errors.ts'
import { adjustCardBalance } from '#server/services/admin/customers/adjust-balance.ts'
import { listCustomers } from '#server/services/admin/customers/list.ts'
import { updateCustomerProfile } from '#server/services/admin/customers/profile.ts'
import { findAdminCustomer } from '#server/services/admin/customers/record.ts'
import { sendCustomerSetPasswordLink } from '#server/services/admin/customers/set-password-link.ts'
import { listCustomerTransactions } from '#server/services/admin/customers/transactions.ts'
import { idempotencyKeyOf } from '../my-list-submission.ts'
import { requireStaff, staffActor } from './staff.ts'

const idParams = z.object({ id: recordIdSchema })
const cardParams = z.object({ id: recordIdSchema, cardId: recordIdSchema })

/**
 * `/admin/customers` for managers: the list, one customer, the profile save, their transactions, a balance
 * adjustment on one of their cards, and a set-password link. Activation is actDeact (admin-accounts.ts).
 */
export function customersAdminRouter(deps: AppDeps): Router {
  const router = Router()
  const manager = requireStaff('manager')

  router.get('/admin/customers', manager, async (req, res) => {
    res.json(await listCustomers(deps.db, parseInput(customerListQuerySchema, req.query)))
  })
  router.get('/admin/customers/:id', manager, async (req, res) => {
    res.json(await findAdminCustomer(deps.db, parseInput(idParams, req.params).id))
  })
  router.put('/admin/customers/:id', manager, async (req, res) => {
    const { id } = parseInput(idParams, req.params)
    const input = parseInput(customerProfileUpdateSchema, req.body)
    res.json(await updateCustomerProfile(deps, staffActor(req), id, input))
  })
  router.get('/admin/customers/:id/transactions', manager, async (req, res) => {
    const { id } = parseInput(idParams, req.params)
    const { page } = parseInput(customerTransactionsQuerySchema, req.query)
    res.json(await listCustomerTransactions(deps.db, id, page ?? 1))
  })
  router.post('/admin/customers/:id/cards/:cardId/adjustments', manager, async (req, res) => {
    const { id, cardId } = parseInput(cardParams, req.params)
    const input = parseInput(balanceAdjustmentSchema, req.body)
    const idempotencyKey = idempotencyKeyOf(req)
    const answer = await adjustCardBalance(deps, staffActor(req), {
      customerId: id,
      cardId,
      idempotencyKey,
      input,
    })
    if (answer.replayed) res.set('Idempotent-Replayed', 'true')
    res.status(answer.replayed ? 200 : 201).json(answer)
  })
  router.post('/admin/customers/:id/set-password-link', manager, async (req, res) => {
    const { id } = parseInput(idParams, req.params)
    res.json(await sendCustomerSetPasswordLink(deps, staffActor(req), id))
  })
  return router
}
