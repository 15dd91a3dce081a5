import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { AuditEntryDetail, AuditList } from '#domain/admin/audit/schemas.ts'
import { type AutoloadAttempt, autoloadAttempts } from '#server/db/schema.ts'
import { createStaff } from './seed.ts'
import type { TestApp } from './test-app.ts'

async function attemptOf(app: TestApp, attemptId: number): Promise<AutoloadAttempt> {
  const [attempt] = await app.deps.db
    .select()
    .from(autoloadAttempts)
    .where(eq(autoloadAttempts.id, attemptId))
  if (!attempt) throw new Error(`no autoload attempt ${attemptId}`)
  return attempt
}

/**
 * Moves the clock to each time a charging attempt is due again and runs a worker pass, while it is still charging
 * and (with `before`) due before that instant: a day of retries in a few passes. Answers the attempt as it is then.
 */
export async function passWhileCharging(
  app: TestApp,
  runPass: () => Promise<void>,
  attemptId: number,
  { before }: { before?: Date } = {},
): Promise<AutoloadAttempt> {
  for (let pass = 0; pass < 30; pass++) {
    const attempt = await attemptOf(app, attemptId)
    if (attempt.status !== 'charging' || (before && attempt.nextAttemptAt >= before)) return attempt
    const waitMs = attempt.nextAttemptAt.getTime() - app.deps.now().getTime()
    app.clock.advance(Math.max(0, waitMs) + 1_000)
    await runPass()
  }
  throw new Error(`autoload attempt ${attemptId} was still charging after 30 passes`)
}

/**
 * What staff see of a top-up given up (`autoload.charge-not-found`) or still unsettled after its key's window
 * (`autoload.charge-unconfirmed`): its rows in the admin's audit log (entity "autoload"), opened.
 */
export async function chargeNotFoundAudit(
  app: TestApp,
  cardId: number,
  action: 'autoload.charge-not-found' | 'autoload.charge-unconfirmed' = 'autoload.charge-not-found',
): Promise<AuditEntryDetail[]> {
  const owner = await createStaff(app.deps.db, 9000)
  const token = await app.api.signIn(owner.eMail, owner.password)
  const listed = await app.api.get('/api/salt/admin/audit', { token, query: { entity: 'autoload' } })
  expect(listed.status, JSON.stringify(listed.body)).toBe(200)
  const rows = (listed.body as AuditList).items.filter(
    (row) => row.action === action && row.subject === `cards/${cardId}`,
  )
  return Promise.all(
    rows.map(async (row) => {
      const opened = await app.api.get(`/api/salt/admin/audit/${row.id}`, { token })
      expect(opened.status).toBe(200)
      return opened.body as AuditEntryDetail
    }),
  )
}
