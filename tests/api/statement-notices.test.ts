import { eq, inArray } from 'drizzle-orm'
import { afterAll, describe, expect, test } from 'vitest'
import { monthName } from '#domain/statements/month.ts'
import { outbox, statementNotices } from '#server/db/schema.ts'
import { monthBounds } from '#server/services/statements/statement-scope.ts'
import { dueStatementMonth, runStatementNotices } from '#server/services/statements/statement-notices.ts'
import { createCompanyUser } from '#tests/support/company-users.ts'
import { deliverAllMail } from '#tests/support/salt-card.ts'
import { createAccount, createCard } from '#tests/support/seed.ts'
import { book } from '#tests/support/statements.ts'
import { startTestApp, testSiteUrl } from '#tests/support/test-app.ts'

const app = await startTestApp()
afterAll(() => app.close())
const { deps, smtp } = app

/** Last month in Toronto, as the job sees it today, and its edges. */
const month = dueStatementMonth(deps.now())
const { start, end } = monthBounds(month)
const subject = `Your Draglam Salt statement for ${monthName(month)} is ready`

/** An account with one card; `lastMonth` books a pickup at 23:30 on last month's last evening (Toronto). */
async function account({ lastMonth }: { lastMonth: boolean }) {
  const customer = await createAccount(deps.db)
  const card = await createCard(deps.db, customer.id, { balancesCents: [50_000] })
  if (lastMonth) await book(app, card.id, 'pickup', -1_000, new Date(end.getTime() - 30 * 60_000))
  else await book(app, card.id, 'load', 1_000, new Date(start.getTime() - 60 * 60_000))
  return customer
}

const mailsTo = (addresses: string[]) =>
  deps.db.select().from(outbox).where(inArray(outbox.toAddress, addresses))

describe('"your statement is ready", once a month', () => {
  test('the worker mails each owner of an account with entries last month, once, with the link; others get none', async () => {
    const active = await account({ lastMonth: true })
    const invitedOwner = await createCompanyUser(deps.db, active.id, 'owner')
    const accountant = await createCompanyUser(deps.db, active.id, 'accountant')
    const quiet = await account({ lastMonth: false })

    await deliverAllMail(app)
    const owners = [active.eMail, invitedOwner.eMail]
    for (const address of owners) {
      const [mail] = smtp.to(address)
      expect(mail?.subject).toBe(subject)
      expect(mail?.text).toContain(`Your statement: ${testSiteUrl}/profile/statements/${month}`)
    }
    expect(smtp.to(accountant.eMail)).toEqual([])
    expect(smtp.to(quiet.eMail)).toEqual([])

    // Run again, as after a restart: nothing more.
    expect(await runStatementNotices(deps, deps.now())).toBe(0)
    expect(await runStatementNotices(deps, deps.now())).toBe(0)
    expect(await mailsTo(owners)).toHaveLength(2)
    const notices = await deps.db
      .select()
      .from(statementNotices)
      .where(eq(statementNotices.accountId, active.id))
    expect(notices).toMatchObject([{ month, recipientCount: 2 }])
  })

  test('five runs at once, as from several processes, mail each account once', async () => {
    const accounts = [await account({ lastMonth: true }), await account({ lastMonth: true })]
    const mailed = await Promise.all(Array.from({ length: 5 }, () => runStatementNotices(deps, deps.now())))
    expect(mailed.reduce((sum, each) => sum + each, 0)).toBe(2)
    const mails = await mailsTo(accounts.map((each) => each.eMail))
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual(accounts.map((each) => each.eMail).sort())
    expect(mails.every((mail) => mail.subject === subject)).toBe(true)
  })
})
