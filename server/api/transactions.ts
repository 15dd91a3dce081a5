import { Router } from 'express'
import { transactionsQuerySchema } from '#domain/salt-card/schemas.ts'
import type { AppDeps } from '#server/context.ts'
import { type SignedIn, requirePermission, signedIn } from '#server/http/auth.ts'
import { parseInput } from '#server/http/errors.ts'
import { visibleCardIds } from '#server/services/company-users/card-scope.ts'
import { findOwnCard } from '#server/services/salt-card/cards.ts'
import { csvLines, transactionCsvHeader, transactionCsvLine } from '#server/services/salt-card/csv.ts'
import { torontoDate } from '#domain/kernel/shop-time/format.ts'
import {
  type TransactionFilter,
  allTransactions,
  defaultPageSize,
  listTransactions,
} from '#server/services/salt-card/transactions.ts'
import { cardNotFound } from './salt-card-errors.ts'

/** The account's ledger entries as a page (JSON) or all of them (CSV), with the same filters. */
export function transactionsRouter(deps: AppDeps): Router {
  const router = Router()

  /** A card the caller may not see (another account's, or for a driver one not assigned) is a 404 alike. */
  async function filterOf(session: SignedIn, query: unknown) {
    const { cardId, from, to, page, pageSize } = parseInput(transactionsQuerySchema, query)
    const accountId = session.account.id
    const onlyCardIds = (await visibleCardIds(deps.db, session)) ?? undefined
    if (cardId !== undefined) {
      const card = await findOwnCard(deps.db, accountId, cardId)
      if (!card || (onlyCardIds && !onlyCardIds.includes(cardId))) throw cardNotFound()
    }
    const filter: TransactionFilter = { accountId, cardId, onlyCardIds, from, to }
    return { filter, page: page ?? 1, pageSize: pageSize ?? defaultPageSize }
  }

  const guard = requirePermission('viewTransactions')

  router.get('/transactions', guard, async (req, res) => {
    const { filter, page, pageSize } = await filterOf(signedIn(req), req.query)
    res.json(await listTransactions(deps.db, filter, { page, pageSize }))
  })

  router.get('/transactions.csv', guard, async (req, res) => {
    const { filter } = await filterOf(signedIn(req), req.query)
    const fileName = `salt-card-transactions-${torontoDate(deps.now())}.csv`
    res.set({
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${fileName}"`,
    })
    res.write(csvLines([transactionCsvHeader.join(',')]))
    try {
      for await (const batch of allTransactions(deps.db, filter))
        res.write(csvLines(batch.map(transactionCsvLine)))
      res.end()
    } catch (error) {
      // The header row is out, so no error body can follow: cut the download short rather than end it cleanly.
      req.log.error({ err: error }, 'transactions CSV export failed')
      res.destroy()
    }
  })

  return router
}
