import { Router } from 'express'
import { z } from 'zod'
import { recordIdSchema } from '#domain/kernel/ids.ts'
import { deliveryTicketFileName, pickupTicketFileName } from '#domain/tickets/texts.ts'
import type { AppDeps } from '#server/context.ts'
import { requirePermission, signedIn } from '#server/http/auth.ts'
import { parseInput } from '#server/http/errors.ts'
import { sendDownload } from '#server/http/file-response.ts'
import { deliveryTicket } from '#server/services/tickets/delivery-ticket.ts'
import { pickupTicket } from '#server/services/tickets/pickup-ticket.ts'
import { deliveryTicketPdf, pickupTicketPdf } from '#server/services/tickets/ticket-pdfs.ts'

const transactionParam = z.object({ transactionId: recordIdSchema })
const requestParam = z.object({ id: recordIdSchema })

/**
 * E-tickets: a pickup's, read by whoever may read the account's transactions (a driver: their cards'),
 * and a delivered order's, read by whoever may read the account's requests. Each as JSON and as a PDF.
 */
export function ticketsRouter(deps: AppDeps): Router {
  const router = Router()
  const pickups = requirePermission('viewTransactions')
  const deliveries = requirePermission('viewRequests')

  router.get('/tickets/:transactionId', pickups, async (req, res) => {
    const { transactionId } = parseInput(transactionParam, req.params)
    res.json(await pickupTicket(deps.db, signedIn(req), transactionId))
  })

  router.get('/tickets/:transactionId/pdf', pickups, async (req, res) => {
    const { transactionId } = parseInput(transactionParam, req.params)
    const ticket = await pickupTicket(deps.db, signedIn(req), transactionId)
    sendDownload(res, await pickupTicketPdf(ticket, deps.config.BRAND_NAME), {
      contentType: 'application/pdf',
      fileName: pickupTicketFileName(ticket.ticketNo),
    })
  })

  router.get('/requests/:id/ticket', deliveries, async (req, res) => {
    const { id } = parseInput(requestParam, req.params)
    res.json(await deliveryTicket(deps.db, signedIn(req), id))
  })

  router.get('/requests/:id/ticket/pdf', deliveries, async (req, res) => {
    const { id } = parseInput(requestParam, req.params)
    const ticket = await deliveryTicket(deps.db, signedIn(req), id)
    sendDownload(res, await deliveryTicketPdf(ticket, deps.config.BRAND_NAME), {
      contentType: 'application/pdf',
      fileName: deliveryTicketFileName(ticket.ticketNo),
    })
  })

  return router
}
