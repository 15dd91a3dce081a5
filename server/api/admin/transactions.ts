import { Router } from 'express'
import {
  adminTransactionsQuerySchema,
  navOutageSchema,
  retryNavSchema,
} from '#domain/admin/transactions/schemas.ts'
import type { AppDeps } from '#server/context.ts'
import { parseInput } from '#server/http/errors.ts'
import { setSandboxOutage } from '#server/services/admin/nav-connector.ts'
import { retryNavPosting } from '#server/services/admin/nav-retry.ts'
import { countRetriable, retryAllNavPostings } from '#server/services/admin/nav-retry-all.ts'
import {
  adminTransactionCsvHeader,
  adminTransactionCsvLine,
} from '#server/services/admin/transactions-csv.ts'
import {
  adminTransactionOptions,
  allAdminTransactions,
  listAdminTransactions,
} from '#server/services/admin/transactions.ts'
import { csvLines } from '#server/services/salt-card/csv.ts'
import { torontoDate } from '#domain/kernel/shop-time/format.ts'
import { requireStaff, staffActor } from './staff.ts'

/**
 * `/admin/tracktransactions` for managers and up: every card's ledger entries with their NAV postings (a page, or
 * all of them as CSV), retrynav and Retry all, and the NAV sandbox's outage switch.
 */
export function transactionsAdminRouter(deps: AppDeps): Router {
  const router = Router()
  const manager = requireStaff('manager')

  router.get('/admin/transactions', manager, async (req, res) => {
    res.json(await listAdminTransactions(deps.db, parseInput(adminTransactionsQuerySchema, req.query)))
  })

  router.get('/admin/transactions.csv', manager, async (req, res) => {
    const query = parseInput(adminTransactionsQuerySchema, req.query)
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="transactions-${torontoDate(deps.now())}.csv"`,
    })
    res.write(csvLines([adminTransactionCsvHeader.join(',')]))
    try {
      for await (const batch of allAdminTransactions(deps.db, query))
        res.write(csvLines(batch.map(adminTransactionCsvLine)))
      res.end()
    } catch (error) {
      // The header row is out, so no error body can follow: cut the download short rather than end it cleanly.
      req.log.error({ err: error }, 'admin transactions CSV export failed')
      res.destroy()
    }
  })

  router.get('/admin/transactions/options', manager, async (_req, res) => {
    res.json(await adminTransactionOptions(deps))
  })

  router.put('/admin/nav-outage', manager, async (req, res) => {
    const { on } = parseInput(navOutageSchema, req.body)
    res.json(await setSandboxOutage(deps, staffActor(req), on))
  })

  router.post('/retrynav', manager, async (req, res) => {
    res.json(await retryNavPosting(deps, staffActor(req), parseInput(retryNavSchema, req.body)))
  })

  // The list's own filters in the query (the page aside), so Retry all reaches what the person sees filtered.
  router.get('/admin/transactions/retriable', manager, async (req, res) => {
    res.json(await countRetriable(deps.db, parseInput(adminTransactionsQuerySchema, req.query)))
  })
  router.post('/admin/transactions/retry-all', manager, async (req, res) => {
    const query = parseInput(adminTransactionsQuerySchema, req.query)
    res.json(await retryAllNavPostings(deps, staffActor(req), query))
  })

  return router
}
