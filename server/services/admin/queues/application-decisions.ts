import { eq } from 'drizzle-orm'
import type {
  AdminApplication,
  ApproveApplicationInput,
  DeclineApplicationInput,
} from '#domain/admin/queues/application-schemas.ts'
import { alreadyDecidedText, emailHasAccountText } from '#domain/admin/queues/texts.ts'
import type { AppDeps } from '#server/context.ts'
import type { Tx } from '#server/db/client.ts'
import { type CardApplication, accounts, cardApplications } from '#server/db/schema.ts'
import { conflict } from '#server/http/errors.ts'
import { lockNumbering, nextCustomerNo } from '#server/services/accounts/numbers.ts'
import type { StaffActor } from '#server/services/admin/content-change.ts'
import { editableRow } from '#server/services/admin/versioned-edit.ts'
import { recordAudit } from '#server/services/audit.ts'
import { mailWaitingQuotes } from '#server/services/quotes/mail-quote.ts'
import { enqueueSetPasswordLink, noPasswordYet } from '#server/services/auth/set-password-link.ts'
import { issueCards } from '#server/services/salt-card/issue-cards.ts'
import { findApplication } from './applications.ts'

type DecisionDeps = Pick<AppDeps, 'db' | 'now' | 'config'>

/**
 * The application as it is now, locked to the end of the transaction: a second approval (a double click, a colleague
 * at the same moment) waits here for the first to commit, then finds the application decided and is refused.
 */
async function undecidedApplication(tx: Tx, id: number, version: number): Promise<CardApplication> {
  const [row] = await tx.select().from(cardApplications).where(eq(cardApplications.id, id)).for('update')
  if (row && row.status !== 'new') throw conflict(alreadyDecidedText(row.status), 'already_decided')
  return editableRow(row, version)
}

/**
 * Approves an application in one transaction: a Prepaid customer account (a new customer number, no password yet)
 * with `cards` cards (or as many as the applicant asked for), a week-long set-password link mailed to the applicant, the application approved and linked to
 * the account, and the audit rows. An e-mail address that already has an account is refused (409): sign-in is by
 * e-mail, so a second account could never be used; staff decline the application or add cards to that account.
 */
export async function approveApplication(
  deps: DecisionDeps,
  actor: StaffActor,
  id: number,
  input: ApproveApplicationInput,
): Promise<AdminApplication> {
  const at = deps.now()
  await deps.db.transaction(async (tx) => {
    const application = await undecidedApplication(tx, id, input.version)
    // Taken before the e-mail check: two approvals for one address (two applications) then run one after the
    // other, and the second sees the first one's account.
    await lockNumbering(tx)
    const eMail = application.eMail.toLowerCase()
    const [taken] = await tx
      .select({ customerNo: accounts.customerNo })
      .from(accounts)
      .where(eq(accounts.eMail, eMail))
    if (taken) throw conflict(emailHasAccountText(taken.customerNo), 'email_has_account')
    const customerNo = await nextCustomerNo(tx)
    const [account] = await tx
      .insert(accounts)
      .values({
        customerNo,
        name: application.company,
        eMail,
        passwordHash: noPasswordYet,
        active: 1,
        paymentOption: 'Prepaid',
        company: application.company,
        contactNumber: application.contactNumber,
        address: application.companyAddress,
        city: application.city,
        postalCode: application.postalCode,
        createdAt: at,
        updatedAt: at,
      })
      .returning({ id: accounts.id })
    if (!account) throw new Error('account insert returned nothing')
    const issued = await issueCards(tx, {
      accountId: account.id,
      quantity: input.cards ?? application.cardsRequested,
      now: at,
    })
    const cardNos = issued.map((card) => card.cardNo)
    await tx
      .update(cardApplications)
      .set({
        status: 'approved',
        accountId: account.id,
        decidedBy: actor.accountId,
        decidedAt: at,
        updatedAt: at,
        version: application.version + 1,
      })
      .where(eq(cardApplications.id, id))
    // The greeting names the person who applied; the account itself carries the company's name.
    await enqueueSetPasswordLink(tx, deps, {
      account: { id: account.id, name: application.fullName, eMail },
      reason: 'new-customer',
      now: at,
    })
    // A quote that waited on this application (a list sent through the register path) goes out now (ADR 0032).
    await mailWaitingQuotes(tx, deps, { name: application.fullName, eMail }, at)
    const audit = { actorAccountId: actor.accountId, ip: actor.ip, at }
    await recordAudit(tx, {
      ...audit,
      action: 'applications.approved',
      subject: `applications/${id}`,
      details: { accountId: account.id, customerNo, cards: cardNos.length },
    })
    await recordAudit(tx, {
      ...audit,
      action: 'customers.created',
      subject: `customers/${account.id}`,
      details: {
        before: null,
        after: { customerNo, name: application.company, eMail, paymentOption: 'Prepaid', cardNos },
        application: id,
      },
    })
  })
  return findApplication(deps.db, id)
}

/** Declines an application with the staff member's reason; nothing is mailed (the Account Manager calls instead). */
export async function declineApplication(
  deps: DecisionDeps,
  actor: StaffActor,
  id: number,
  input: DeclineApplicationInput,
): Promise<AdminApplication> {
  const at = deps.now()
  await deps.db.transaction(async (tx) => {
    const application = await undecidedApplication(tx, id, input.version)
    await tx
      .update(cardApplications)
      .set({
        status: 'declined',
        declineReason: input.reason,
        decidedBy: actor.accountId,
        decidedAt: at,
        updatedAt: at,
        version: application.version + 1,
      })
      .where(eq(cardApplications.id, id))
    await recordAudit(tx, {
      action: 'applications.declined',
      actorAccountId: actor.accountId,
      subject: `applications/${id}`,
      details: { reason: input.reason },
      ip: actor.ip,
      at,
    })
  })
  return findApplication(deps.db, id)
}
