import { and, eq, isNull, sql } from 'drizzle-orm'
import type { AppDeps } from '#server/context.ts'
import type { Tx } from '#server/db/client.ts'
import { type QuoteVersion, listRequests, quoteVersions, quotes } from '#server/db/schema.ts'
import { quoteMail } from '#server/services/mail/quote-mails.ts'
import { enqueueMail } from '#server/services/mail/outbox.ts'
import type { RequestOwner } from './request-owner.ts'

type MailDeps = Pick<AppDeps, 'config'>

/** The customer's page of one request: the link every quote and order mail carries. */
export const requestLink = (deps: MailDeps, listRequestId: number) =>
  `${deps.config.PUBLIC_SITE_URL}/profile/requests/${listRequestId}`

/** Queues the mail of one version in the caller's transaction and marks the version mailed. */
export async function mailQuoteVersion(
  tx: Tx,
  deps: MailDeps,
  input: {
    owner: Pick<RequestOwner, 'name' | 'eMail'>
    listRequestId: number
    version: QuoteVersion
    at: Date
  },
) {
  const { owner, listRequestId, version, at } = input
  await enqueueMail(tx, {
    toAddress: owner.eMail,
    ...quoteMail({
      brandName: deps.config.BRAND_NAME,
      name: owner.name,
      requestId: listRequestId,
      version: version.number,
      totalCents: version.totalCents,
      validUntil: version.validUntil,
      window: version.window,
      link: requestLink(deps, listRequestId),
    }),
  })
  await tx.update(quoteVersions).set({ mailedAt: at }).where(eq(quoteVersions.id, version.id))
}

/**
 * Called when staff approve a Salt Card application (inside that transaction): the latest unmailed version of each
 * quote that waited on an application from this address goes out to the new account now.
 */
export async function mailWaitingQuotes(
  tx: Tx,
  deps: MailDeps,
  owner: { name: string; eMail: string },
  at: Date,
) {
  const waiting = await tx
    .select({ version: quoteVersions, listRequestId: listRequests.id })
    .from(quoteVersions)
    .innerJoin(
      quotes,
      and(eq(quotes.id, quoteVersions.quoteId), eq(quotes.latestVersion, quoteVersions.number)),
    )
    .innerJoin(listRequests, eq(listRequests.id, quotes.listRequestId))
    .where(
      and(
        isNull(quoteVersions.mailedAt),
        isNull(listRequests.accountId),
        eq(sql`lower(${listRequests.applicant} ->> 'email')`, owner.eMail.toLowerCase()),
      ),
    )
  for (const { version, listRequestId } of waiting)
    await mailQuoteVersion(tx, deps, { owner, listRequestId, version, at })
}
