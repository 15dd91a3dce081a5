import { eq } from 'drizzle-orm'
import { isAdminLevel } from '#domain/account/access.ts'
import type { AccountActivationInput } from '#domain/account/schemas.ts'
import type { AppDeps } from '#server/context.ts'
import { accounts } from '#server/db/schema.ts'
import { isDeactivatedStaff } from '#server/services/admin/staff/staff-accounts.ts'
import { recordAudit } from '#server/services/audit.ts'
import { revokeAccountSessions } from '#server/services/auth/sessions.ts'

export type ActivationResult =
  | { outcome: 'done'; active: number }
  | { outcome: 'not-found' }
  /** Active staff accounts (the actor's own included) are not switched from here. */
  | { outcome: 'is-admin' }
  | { outcome: 'is-self' }

/**
 * An admin switches a customer account on (active 1) or off (active 0). Switching off signs the customer out
 * everywhere. Asking for the state the account already has changes nothing and records nothing.
 */
export async function setCustomerActivation(
  deps: Pick<AppDeps, 'db' | 'now'>,
  { actorAccountId, input, ip }: { actorAccountId: number; input: AccountActivationInput; ip: string },
): Promise<ActivationResult> {
  const now = deps.now()
  const active = input.action === 'activate' ? 1 : 0
  return deps.db.transaction(async (tx): Promise<ActivationResult> => {
    const [account] = await tx
      .select({ id: accounts.id, active: accounts.active, deactivatedStaff: isDeactivatedStaff })
      .from(accounts)
      .where(eq(accounts.customerNo, input.customerNo))
      .for('update')
    if (!account) return { outcome: 'not-found' }
    // A deactivated staff member is no customer: they come back through the owner's staff screen, at a staff role.
    if (account.deactivatedStaff) return { outcome: 'not-found' }
    if (account.id === actorAccountId) return { outcome: 'is-self' }
    if (isAdminLevel(account.active)) return { outcome: 'is-admin' }
    if (account.active === active) return { outcome: 'done', active }

    await tx.update(accounts).set({ active, updatedAt: now }).where(eq(accounts.id, account.id))
    if (active === 0) await revokeAccountSessions(tx, account.id)
    await recordAudit(tx, {
      action: active === 1 ? 'account.activated' : 'account.deactivated',
      actorAccountId,
      subject: input.customerNo,
      details: { from: account.active, to: active },
      ip,
      at: now,
    })
    return { outcome: 'done', active }
  })
}
