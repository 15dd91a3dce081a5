import { and, eq, ne } from 'drizzle-orm'
import type { AdminCustomer } from '#domain/admin/customers/answers.ts'
import { dollarsToCents } from '#domain/kernel/money.ts'
import type { CustomerProfileUpdate } from '#domain/admin/customers/schemas.ts'
import type { Config } from '#server/config.ts'
import type { AppDeps } from '#server/context.ts'
import type { Tx } from '#server/db/client.ts'
import { accounts } from '#server/db/schema.ts'
import { badRequest } from '#server/http/errors.ts'
import { recordAudit } from '#server/services/audit.ts'
import { endUnusedLinks } from '#server/services/auth/set-password.ts'
import { eMailChangedMail } from '#server/services/mail/account-mails.ts'
import { enqueueMail } from '#server/services/mail/outbox.ts'
import type { StaffActor } from '../content-change.ts'
import { editableRow } from '../versioned-edit.ts'
import { isCustomer } from './list.ts'
import { customerProfile, findAdminCustomer } from './record.ts'

/**
 * A new address ends the links mailed to the old one (a set-password link lasts 7 days) and the old address hears of
 * the change, in the same transaction as the change.
 */
async function eMailChanged(
  tx: Tx,
  config: Config,
  before: { id: number; name: string; eMail: string },
  newAddress: string,
  now: Date,
) {
  await endUnusedLinks(tx, { accountId: before.id, userId: null }, now)
  const mail = eMailChangedMail({
    brandName: config.BRAND_NAME,
    name: before.name,
    newAddress,
    hotline: config.HOTLINE[0] ?? '',
  })
  await enqueueMail(tx, { toAddress: before.eMail, ...mail })
}

/** Empty optional fields are stored as nothing, as the storefront's forms leave them. */
const orNull = (text: string) => (text === '' ? null : text)

/**
 * Saves a customer's profile: versioned (a save based on an older version is a 409), the e-mail address still
 * unique, and an audit row with the profile before and after, all in one transaction. Visitors never see a
 * profile, so the public page cache stays as it is.
 */
export async function updateCustomerProfile(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  actor: StaffActor,
  id: number,
  input: CustomerProfileUpdate,
): Promise<AdminCustomer> {
  const at = deps.now()
  return deps.db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ version: accounts.version })
      .from(accounts)
      .where(and(eq(accounts.id, id), isCustomer))
      .for('update')
    const row = editableRow(locked, input.version)
    const [taken] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(and(eq(accounts.eMail, input.eMail), ne(accounts.id, id)))
    if (taken)
      throw badRequest('Some fields are missing or invalid.', {
        eMail: 'Another account uses this e-mail address.',
      })
    const before = await customerProfile(tx, id)
    await tx
      .update(accounts)
      .set({
        name: input.name,
        eMail: input.eMail,
        company: orNull(input.company),
        contactNumber: orNull(input.contactNumber),
        address: orNull(input.address),
        city: orNull(input.city),
        postalCode: orNull(input.postalCode),
        paymentOption: input.paymentOption,
        lowBalanceThresholdCents: dollarsToCents(input.lowBalanceThreshold) ?? 0,
        updatedAt: at,
        version: row.version + 1,
      })
      .where(eq(accounts.id, id))
    if (before && before.eMail !== input.eMail) await eMailChanged(tx, deps.config, before, input.eMail, at)
    const after = await findAdminCustomer(tx, id)
    await recordAudit(tx, {
      action: 'customers.updated',
      actorAccountId: actor.accountId,
      subject: `customers/${id}`,
      details: { before, after: await customerProfile(tx, id) },
      ip: actor.ip,
      at,
    })
    return after
  })
}
