import { Router } from 'express'
import { z } from 'zod'
import { recordIdSchema } from '#domain/admin/list.ts'
import { auditListQuerySchema } from '#domain/admin/audit/schemas.ts'
import type { AppDeps } from '#server/context.ts'
import { parseInput } from '#server/http/errors.ts'
import { auditFilterOptions, findAuditEntry, listAuditLog } from '#server/services/admin/audit-log.ts'
import { requireStaff } from './staff.ts'

const idParamSchema = z.object({ id: recordIdSchema })

/** `/api/salt/admin/audit`: the owner reads every audited change; nothing here writes. */
export function auditLogRouter(deps: AppDeps): Router {
  const router = Router()
  const owner = requireStaff('owner')

  router.get('/admin/audit', owner, async (req, res) => {
    res.json(await listAuditLog(deps.db, parseInput(auditListQuerySchema, req.query)))
  })

  router.get('/admin/audit-filters', owner, async (_req, res) => {
    res.json(await auditFilterOptions(deps.db))
  })

  router.get('/admin/audit/:id', owner, async (req, res) => {
    res.json(await findAuditEntry(deps.db, parseInput(idParamSchema, req.params).id))
  })

  return router
}
