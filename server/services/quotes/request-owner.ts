import { type SQL, and, eq, isNull, sql } from 'drizzle-orm'
import type { Db, Tx } from '#server/db/client.ts'
import { accounts, cardApplications, listRequests } from '#server/db/schema.ts'

/**
 * Whose list request it is: the account that sent it, or — for a request sent through the register path without an
 * account — the account staff made when they approved an application from the same address. Until that approval
 * the request has no owner, so its quote waits (ADR 0032).
 */
export const ownedBy = (accountId: number): SQL =>
  sql`(${listRequests.accountId} = ${accountId} or (${and(
    isNull(listRequests.accountId),
    eq(listRequests.kind, 'newAccount'),
    sql`exists (select 1 from ${cardApplications} where ${cardApplications.accountId} = ${accountId}
        and ${cardApplications.status} = 'approved'
        and lower(${cardApplications.eMail}) = lower(${listRequests.applicant} ->> 'email'))`,
  )}))`

export interface RequestOwner {
  accountId: number
  name: string
  eMail: string
  paymentOption: string
}

/** The owner of one request now, or null while a register-path request waits on its application. */
export async function requestOwner(db: Db | Tx, listRequestId: number): Promise<RequestOwner | null> {
  const [request] = await db
    .select({
      accountId: listRequests.accountId,
      email: sql<string | null>`${listRequests.applicant} ->> 'email'`,
    })
    .from(listRequests)
    .where(eq(listRequests.id, listRequestId))
  if (!request) return null
  const columns = {
    accountId: accounts.id,
    name: accounts.name,
    eMail: accounts.eMail,
    paymentOption: accounts.paymentOption,
  }
  if (request.accountId !== null) {
    const [owner] = await db.select(columns).from(accounts).where(eq(accounts.id, request.accountId))
    return owner ?? null
  }
  if (!request.email) return null
  const [owner] = await db
    .select(columns)
    .from(cardApplications)
    .innerJoin(accounts, eq(accounts.id, cardApplications.accountId))
    .where(
      and(
        eq(cardApplications.status, 'approved'),
        eq(sql`lower(${cardApplications.eMail})`, request.email.toLowerCase()),
      ),
    )
    .limit(1)
  return owner ?? null
}
