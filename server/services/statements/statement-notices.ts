import { and, eq, gte, lt, notExists, sql } from 'drizzle-orm'
import { monthName, shiftMonth } from '#domain/statements/month.ts'
import { statementReadySubject } from '#domain/statements/texts.ts'
import { torontoDate } from '#domain/kernel/shop-time/format.ts'
import type { AppDeps } from '#server/context.ts'
import { accounts, cardLedger, cards, statementNotices } from '#server/db/schema.ts'
import { alertLoginsOf } from '#server/services/alerts/alert-recipients.ts'
import { type MailContent, escapeHtml, html } from '#server/services/mail/account-mails.ts'
import { enqueueMail } from '#server/services/mail/outbox.ts'
import { monthBounds } from './statement-scope.ts'

type NoticeDeps = Pick<AppDeps, 'db' | 'config'>

export function statementReadyMail(input: {
  brandName: string
  name: string
  month: string
  statementUrl: string
}): MailContent {
  const paragraphs = [
    `Hello ${input.name},`,
    `The statement of your Salt Cards for ${monthName(input.month)} is ready: opening and closing balances, every load, pickup, adjustment and order payment, as a page, a PDF and a CSV.`,
    `Your statement: ${input.statementUrl}`,
    `— ${input.brandName}`,
  ]
  return {
    subject: statementReadySubject(input.brandName, input.month),
    text: paragraphs.join('\n\n'),
    html: html(paragraphs.map(escapeHtml)),
  }
}

/** The month whose statements are due at `now`: the Toronto month before the current one. */
export const dueStatementMonth = (now: Date) => shiftMonth(torontoDate(now).slice(0, 7), -1)

/** Customer accounts with ledger entries printed in `month` (Toronto) whose statement notice is not yet claimed. */
export async function accountsDueStatementNotice(db: NoticeDeps['db'], month: string): Promise<number[]> {
  const { start, end } = monthBounds(month)
  const due = await db
    .selectDistinct({ accountId: cards.accountId })
    .from(cardLedger)
    .innerJoin(cards, eq(cards.id, cardLedger.cardId))
    .where(
      and(
        gte(cardLedger.printedAt, start),
        lt(cardLedger.printedAt, end),
        notExists(
          db
            .select({ one: sql`1` })
            .from(statementNotices)
            .where(and(eq(statementNotices.accountId, cards.accountId), eq(statementNotices.month, month))),
        ),
      ),
    )
  return due.map((row) => row.accountId)
}

/**
 * Tells each customer account with ledger entries printed in last month (Toronto) that its statement is ready, once
 * per account and month (ADR 0035). No alert kind fits a statement, so it goes to the account's owners, the role that
 * sees everything of it. Each account is its own transaction: the notice row is claimed first (unique per account and
 * month), so a second run — now, after a restart, or in another process — finds it taken. Answers the accounts mailed.
 */
export async function runStatementNotices(deps: NoticeDeps, now: Date): Promise<number> {
  const month = dueStatementMonth(now)
  let mailed = 0
  for (const accountId of await accountsDueStatementNotice(deps.db, month))
    if (await noticeAccount(deps, accountId, month)) mailed++
  return mailed
}

async function noticeAccount(deps: NoticeDeps, accountId: number, month: string): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(statementNotices)
      .values({ accountId, month, recipientCount: 0 })
      .onConflictDoNothing({ target: [statementNotices.accountId, statementNotices.month] })
      .returning({ id: statementNotices.id })
    if (!claimed) return false
    const [account] = await tx
      .select({ active: accounts.active })
      .from(accounts)
      .where(eq(accounts.id, accountId))
    // A closed account's row stays claimed, so it is not looked at again this month; it gets no mail.
    if (account?.active !== 1) return false
    const owners = (await alertLoginsOf(tx, accountId)).filter((login) => login.role === 'owner')
    const site = deps.config.PUBLIC_SITE_URL.replace(/\/+$/, '')
    for (const owner of owners)
      await enqueueMail(tx, {
        toAddress: owner.eMail,
        ...statementReadyMail({
          brandName: deps.config.BRAND_NAME,
          name: owner.name,
          month,
          statementUrl: `${site}/profile/statements/${month}`,
        }),
      })
    await tx
      .update(statementNotices)
      .set({ recipientCount: owners.length })
      .where(eq(statementNotices.id, claimed.id))
    return owners.length > 0
  })
}
