import { type Request, Router } from 'express'
import { statementMonthParam } from '#domain/statements/month.ts'
import { statementFileName } from '#domain/statements/texts.ts'
import type { AppDeps } from '#server/context.ts'
import { requirePermission, signedIn } from '#server/http/auth.ts'
import { parseInput } from '#server/http/errors.ts'
import { sendDownload } from '#server/http/file-response.ts'
import { monthlyStatement, statementMonths } from '#server/services/statements/monthly-statement.ts'
import { statementCsv, statementPdf } from '#server/services/statements/statement-documents.ts'

/**
 * Monthly statements (ADR 0035): read by whoever may read the account's transactions; a driver's cover the
 * cards assigned to them. A month is YYYY-MM (else a 400); a month without a statement is a 404.
 */
export function statementsRouter(deps: AppDeps): Router {
  const router = Router()
  const guard = requirePermission('viewTransactions')

  const statementOf = async (req: Request) => {
    const { month } = parseInput(statementMonthParam, req.params)
    return monthlyStatement(deps.db, signedIn(req), month, deps.now())
  }

  router.get('/statements', guard, async (req, res) => {
    res.json({ months: await statementMonths(deps.db, signedIn(req)) })
  })

  router.get('/statements/:month', guard, async (req, res) => {
    res.json(await statementOf(req))
  })

  router.get('/statements/:month/pdf', guard, async (req, res) => {
    const statement = await statementOf(req)
    sendDownload(res, await statementPdf(statement, deps.config.BRAND_NAME), {
      contentType: 'application/pdf',
      fileName: statementFileName(statement.month, 'pdf'),
    })
  })

  router.get('/statements/:month/csv', guard, async (req, res) => {
    const statement = await statementOf(req)
    sendDownload(res, statementCsv(statement), {
      contentType: 'text/csv; charset=utf-8',
      fileName: statementFileName(statement.month, 'csv'),
    })
  })

  return router
}
