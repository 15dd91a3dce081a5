import { eq, sql } from 'drizzle-orm'
import type { AdminAccountInput } from '#domain/account/schemas.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { accounts } from '#server/db/schema.ts'
import { recordAudit } from '#server/services/audit.ts'
import { hashPassword } from '#server/services/auth/passwords.ts'

export type CreateAdminResult = { outcome: 'created'; customerNo: string } | { outcome: 'duplicate-email' }

/** Admin customer numbers are A followed by six digits, counting up (the staff invitation uses it too). */
export async function nextAdminCustomerNo(db: Db | Tx): Promise<string> {
  const [row] = await db
    .select({
      highest: sql<number>`coalesce(max(substring(${accounts.customerNo} from 2)::integer), 0)`.mapWith(
        Number,
      ),
    })
    .from(accounts)
    .where(sql`${accounts.customerNo} ~ '^A[0-9]{1,9}$'`)
  return `A${String((row?.highest ?? 0) + 1).padStart(6, '0')}`
}

/** Creates a staff account at the given level with an audit record; refuses an e-mail address already in use. */
export async function createAdminAccount(
  db: Db,
  input: AdminAccountInput,
  now: Date,
): Promise<CreateAdminResult> {
  const passwordHash = await hashPassword(input.password)
  return db.transaction(async (tx): Promise<CreateAdminResult> => {
    const [existing] = await tx
      .select({ id: accounts.id })
      .from(accounts)
      .where(eq(accounts.eMail, input.email))
    if (existing) return { outcome: 'duplicate-email' }
    const customerNo = await nextAdminCustomerNo(tx)
    const [admin] = await tx
      .insert(accounts)
      .values({
        customerNo,
        name: input.name,
        eMail: input.email,
        passwordHash,
        active: input.level,
        paymentOption: 'Invoice',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: accounts.id })
    await recordAudit(tx, {
      action: 'admin.created',
      actorAccountId: null,
      subject: customerNo,
      details: { accountId: admin?.id ?? null, level: input.level, via: 'admin:create' },
      at: now,
    })
    return { outcome: 'created', customerNo }
  })
}
