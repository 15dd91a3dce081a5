import { DrizzleQueryError, inArray } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { createErpPass } from '#server/jobs/erp-postings.ts'
import type { Db } from '#server/db/client.ts'
import { cardLedger, erpPostings, erpSandboxDocuments } from '#server/db/schema.ts'
import { erpSandboxFailKey } from '#server/adapters/erp/sandbox.ts'
import { attemptErpPosting } from '#server/services/salt-card/erp-attempt.ts'
import { claimPostingForRetry } from '#server/services/salt-card/erp-postings.ts'
import { erpDatabaseRetryMs } from '#server/services/salt-card/erp-retry.ts'
import { writeSetting } from '#server/services/settings.ts'
import { pickupWithPosting } from '#tests/support/salt-card.ts'
import { createAccount, createCard } from '#tests/support/seed.ts'
import { startTestApp } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { deps } = app
const customer = await createAccount(deps.db)
const card = await createCard(deps.db, customer.id, { balancesCents: [10_000_000] })

/**
 * The app's database, whose reads of the card ledger fail as node-postgres fails a query that waited past the pool's
 * limit for a connection (Drizzle wraps it), as a NAV posting's document read failed on a starved machine. Everything
 * else (the claims, the writes) goes through.
 */
const ledgerReadsFail: Db = new Proxy(deps.db, {
  get(target, property, receiver) {
    if (property !== 'select') return Reflect.get(target, property, receiver)
    return (...fields: Parameters<Db['select']>) => {
      const query = target.select(...fields)
      return new Proxy(query, {
        get(builder, name, builderReceiver) {
          if (name !== 'from') return Reflect.get(builder, name, builderReceiver)
          return (table: unknown) => {
            if (table === cardLedger)
              throw new DrizzleQueryError(
                'select … from "card_ledger" …',
                [],
                new Error('timeout exceeded when trying to connect'),
              )
            return builder.from(table as typeof cardLedger)
          }
        },
      })
    }
  },
})

const postingsOf = (ledgerIds: number[]) =>
  deps.db.select().from(erpPostings).where(inArray(erpPostings.ledgerId, ledgerIds)).orderBy(erpPostings.id)

describe('a NAV posting whose document our database does not answer', () => {
  test('the worker gives back its whole batch, uncounted and due again in seconds; then each is posted once', async () => {
    const entries = await Promise.all([1, 2, 3].map(() => pickupWithPosting(app, card.id)))
    const ids = entries.map((entry) => entry.id)
    const pass = createErpPass({ ...deps, db: ledgerReadsFail })
    const passFrom = deps.now().getTime()
    await expect(pass()).rejects.toThrow(DrizzleQueryError)
    const passTo = deps.now().getTime()

    const givenBack = await postingsOf(ids)
    expect(givenBack.map(({ status, attempts, lastError }) => ({ status, attempts, lastError }))).toEqual(
      Array(3).fill({ status: 'pending', attempts: 0, lastError: null }),
    )
    for (const { nextAttemptAt } of givenBack) {
      expect(nextAttemptAt.getTime()).toBeGreaterThanOrEqual(passFrom + erpDatabaseRetryMs)
      expect(nextAttemptAt.getTime()).toBeLessThanOrEqual(passTo + erpDatabaseRetryMs)
    }

    app.clock.advance(erpDatabaseRetryMs)
    await app.deliverMail()
    const posted = await postingsOf(ids)
    expect(posted.map(({ status, attempts }) => ({ status, attempts }))).toEqual(
      Array(3).fill({ status: 'approved', attempts: 1 }),
    )
    const documents = await deps.db
      .select()
      .from(erpSandboxDocuments)
      .where(
        inArray(
          erpSandboxDocuments.documentNo,
          posted.map((posting) => posting.erpDocumentNo!),
        ),
      )
    expect(documents).toHaveLength(3)
  })

  test('a staff retry fails with the database error and leaves the posting as it was, free to retry', async () => {
    const entry = await pickupWithPosting(app, card.id)
    await writeSetting(deps.db, erpSandboxFailKey, true)
    try {
      await app.deliverMail()
    } finally {
      await writeSetting(deps.db, erpSandboxFailKey, false)
    }
    const [failed] = await postingsOf([entry.id])
    expect(failed).toMatchObject({ status: 'failed', attempts: 1 })

    const claimed = await claimPostingForRetry(deps.db, failed!.id, deps.now())
    expect(claimed?.attempts).toBe(2)
    await expect(attemptErpPosting({ ...deps, db: ledgerReadsFail }, claimed!)).rejects.toThrow(
      DrizzleQueryError,
    )
    const [after] = await postingsOf([entry.id])
    expect(after).toMatchObject({ status: 'failed', attempts: 1, lastError: failed!.lastError })
    // Not left in flight: a retry may claim it at once.
    expect(await claimPostingForRetry(deps.db, failed!.id, deps.now())).toMatchObject({ attempts: 2 })
  })
})
