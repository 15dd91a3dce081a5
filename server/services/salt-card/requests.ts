import { eq } from 'drizzle-orm'
import type { SaltApplicationInput } from '#domain/salt-card/schemas.ts'
import type { AppDeps } from '#server/context.ts'
import { accounts, cardApplications, cardRequests } from '#server/db/schema.ts'
import { enqueueMail } from '#server/services/mail/outbox.ts'
import {
  applicationConfirmationMail,
  applicationSalesMail,
  cardRequestConfirmationMail,
  cardRequestSalesMail,
} from './mails.ts'

type RequestDeps = Pick<AppDeps, 'db' | 'now' | 'config'>

/**
 * A Salt Card application (applySalt): stored as new for the admin area's approval queue, mailed to the sales
 * mailbox, and confirmed to the applicant with a fixed text, all in one transaction.
 */
export async function submitApplication(
  deps: RequestDeps,
  application: Omit<SaltApplicationInput, 'website'>,
  ip: string,
): Promise<number> {
  const now = deps.now()
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(cardApplications)
      .values({
        fullName: application.fullName,
        company: application.company,
        eMail: application.email,
        contactNumber: application.contactNumber,
        companyAddress: application.companyAddress,
        postalCode: application.postalCode ?? null,
        city: application.city ?? null,
        ip,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: cardApplications.id })
    if (!row) throw new Error('application insert returned nothing')
    await enqueueMail(tx, {
      toAddress: deps.config.SALES_EMAIL,
      ...applicationSalesMail(application, row.id),
    })
    await enqueueMail(tx, {
      toAddress: application.email,
      ...applicationConfirmationMail(deps.config.BRAND_NAME),
    })
    return row.id
  })
}

/**
 * More cards for the signed-in account (addCardCustomer). The account's own record says who asks, whatever the
 * browser sent; sales gets the request, the customer a confirmation at their account's address.
 */
export async function submitCardRequest(
  deps: RequestDeps,
  accountId: number,
  quantity: number,
): Promise<number | null> {
  const now = deps.now()
  return deps.db.transaction(async (tx) => {
    const [account] = await tx
      .select({
        name: accounts.name,
        eMail: accounts.eMail,
        customerNo: accounts.customerNo,
        company: accounts.company,
        contactNumber: accounts.contactNumber,
        address: accounts.address,
      })
      .from(accounts)
      .where(eq(accounts.id, accountId))
    if (!account) return null
    const [row] = await tx
      .insert(cardRequests)
      .values({ accountId, quantity, createdAt: now, updatedAt: now })
      .returning({ id: cardRequests.id })
    if (!row) throw new Error('card request insert returned nothing')
    await enqueueMail(tx, {
      toAddress: deps.config.SALES_EMAIL,
      ...cardRequestSalesMail(quantity, account, row.id),
    })
    await enqueueMail(tx, {
      toAddress: account.eMail,
      ...cardRequestConfirmationMail(quantity, account.name, deps.config.BRAND_NAME),
    })
    return row.id
  })
}
