import { eq } from 'drizzle-orm'
import {
  listLoginSubject,
  listSubmittedText,
  myListSubmissionSubject,
  newAccountListSubject,
  newAccountListText,
} from '#domain/my-list/texts.ts'
import type { AppDeps } from '#server/context.ts'
import type { Tx } from '#server/db/client.ts'
import { type ListRequest, accounts, cardApplications, listRequests } from '#server/db/schema.ts'
import { listConfirmationMail, listSalesMail } from '#server/services/mail/list-mails.ts'
import { enqueueMail } from '#server/services/mail/outbox.ts'
import { type NewListRequest, type SubmissionIdentity, isSameSubmission } from './idempotency.ts'

type SubmitDeps = Pick<AppDeps, 'db' | 'now' | 'config'>

export type SubmitOutcome =
  | { outcome: 'created' | 'replayed'; requestId: number }
  /** The key was used before for another submission. */
  | { outcome: 'conflict' }

/** The request stored under an idempotency key, if any. */
export async function findListRequest(db: SubmitDeps['db'], key: string): Promise<ListRequest | undefined> {
  const [row] = await db.select().from(listRequests).where(eq(listRequests.idempotencyKey, key))
  return row
}

/** How a key already used answers: the stored request again when the submission is the same, else a conflict. */
export function replayOf(stored: ListRequest, incoming: SubmissionIdentity): SubmitOutcome {
  return isSameSubmission(stored, incoming)
    ? { outcome: 'replayed', requestId: stored.id }
    : { outcome: 'conflict' }
}

/**
 * Stores a checked list request and queues its two mails (sales and the customer) in one transaction. The unique
 * idempotency key decides a race: of two identical requests at once, one inserts; the other's insert waits for it,
 * does nothing, and reads the winner's row to answer the same.
 */
export async function submitListRequest(deps: SubmitDeps, request: NewListRequest): Promise<SubmitOutcome> {
  const now = deps.now()
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(listRequests)
      .values({ ...request, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: listRequests.idempotencyKey })
      .returning({ id: listRequests.id })
    if (!row) {
      const [stored] = await tx
        .select()
        .from(listRequests)
        .where(eq(listRequests.idempotencyKey, request.idempotencyKey))
      if (!stored) throw new Error('idempotency key conflicted but no request holds it')
      return replayOf(stored, request)
    }
    if (request.kind === 'newAccount') await storeApplication(tx, request, now)
    await queueMails(tx, deps, request, row.id)
    return { outcome: 'created', requestId: row.id }
  })
}

/**
 * A list sent with the application form is also a Salt Card application: it joins the applySalt ones in the admin
 * area's one queue, where approving it creates the account. The mails already sent for the list cover it.
 */
async function storeApplication(tx: Tx, request: NewListRequest, now: Date) {
  const applicant = (request.applicant ?? {}) as Partial<Record<string, string>>
  await tx.insert(cardApplications).values({
    fullName: applicant.fullName ?? '',
    company: applicant.company ?? '',
    eMail: applicant.email ?? '',
    contactNumber: applicant.contactNumber ?? '',
    companyAddress: applicant.companyAddress ?? '',
    postalCode: applicant.postalCode ?? null,
    city: applicant.city ?? null,
    ip: request.ip,
    createdAt: now,
    updatedAt: now,
  })
}

async function queueMails(tx: Tx, deps: SubmitDeps, request: NewListRequest, requestId: number) {
  const brandName = deps.config.BRAND_NAME
  const { items, delivery } = request
  if (request.kind === 'newAccount') {
    const applicant = (request.applicant ?? {}) as Record<string, string | undefined>
    await enqueueMail(tx, {
      toAddress: deps.config.SALES_EMAIL,
      ...listSalesMail({
        subject: newAccountListSubject(applicant.company ?? ''),
        requestId,
        intro:
          'someone without an account asks for one, and for these items. Call them to set up the account.',
        items,
        delivery,
        customerHeading: 'Applicant',
        customer: [
          ['Full name', applicant.fullName],
          ['Company', applicant.company],
          ['E-mail', applicant.email],
          ['Contact number', applicant.contactNumber],
          ['Company address', applicant.companyAddress],
          ['Postal code', applicant.postalCode],
          ['City', applicant.city],
        ],
      }),
    })
    if (applicant.email) {
      await enqueueMail(tx, {
        toAddress: applicant.email,
        ...listConfirmationMail({ brandName, greeting: 'Hello,', message: newAccountListText, items }),
      })
    }
    return
  }
  const [account] = await tx
    .select()
    .from(accounts)
    .where(eq(accounts.id, request.accountId ?? 0))
  if (!account) throw new Error(`list request ${requestId} has no account`)
  await enqueueMail(tx, {
    toAddress: deps.config.SALES_EMAIL,
    ...listSalesMail({
      subject:
        request.kind === 'myList'
          ? myListSubmissionSubject
          : listLoginSubject(account.name, account.customerNo),
      requestId,
      intro: `${account.name} (customer ${account.customerNo}) asks for these items.`,
      items,
      delivery,
      customerHeading: 'Customer',
      customer: [
        ['Name', account.name],
        ['Customer number', account.customerNo],
        ['E-mail', account.eMail],
        ['Company', account.company],
        ['Contact number', account.contactNumber],
        ['Address', account.address],
        ['City', account.city],
        ['Postal code', account.postalCode],
      ],
    }),
  })
  await enqueueMail(tx, {
    toAddress: account.eMail,
    ...listConfirmationMail({
      brandName,
      greeting: `Hello ${account.name},`,
      message: listSubmittedText(brandName),
      items,
    }),
  })
}
