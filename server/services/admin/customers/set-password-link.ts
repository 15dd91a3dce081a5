import { and, eq } from 'drizzle-orm'
import type { SetPasswordLinkResponse } from '#domain/admin/customers/answers.ts'
import type { AppDeps } from '#server/context.ts'
import { accounts } from '#server/db/schema.ts'
import { conflict } from '#server/http/errors.ts'
import { recordAudit } from '#server/services/audit.ts'
import { enqueueSetPasswordLink } from '#server/services/auth/set-password-link.ts'
import type { StaffActor } from '../content-change.ts'
import { isCustomer } from './list.ts'
import { noSuchCustomer } from './record.ts'

/**
 * Staff send a customer the link to choose a password (the reset flow's single-use token, valid a week), with an
 * audit row, in one transaction. A deactivated account cannot use such a link, so none is sent to it.
 */
export async function sendCustomerSetPasswordLink(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  actor: StaffActor,
  customerId: number,
): Promise<SetPasswordLinkResponse> {
  const now = deps.now()
  return deps.db.transaction(async (tx) => {
    const [account] = await tx
      .select({
        id: accounts.id,
        name: accounts.name,
        eMail: accounts.eMail,
        customerNo: accounts.customerNo,
        active: accounts.active,
      })
      .from(accounts)
      .where(and(eq(accounts.id, customerId), isCustomer))
    if (!account) throw noSuchCustomer()
    if (account.active === 0)
      throw conflict(
        'This account is deactivated, so a link would not work. Activate the account first.',
        'account_deactivated',
      )
    await enqueueSetPasswordLink(tx, deps, { account, reason: 'sent-by-staff', now })
    await recordAudit(tx, {
      action: 'customers.set-password-link-sent',
      actorAccountId: actor.accountId,
      subject: `customers/${account.id}`,
      details: { customerNo: account.customerNo, eMail: account.eMail },
      ip: actor.ip,
      at: now,
    })
    return { success: true, eMail: account.eMail }
  })
}
