import { eq } from 'drizzle-orm'
import type { QuoteView } from '#domain/quotes/answers.ts'
import type { QuoteDraft } from '#domain/quotes/schemas.ts'
import { quoteConflictTexts, quoteNotFoundText } from '#domain/quotes/texts.ts'
import { quoteTotals } from '#domain/quotes/totals.ts'
import { torontoToday } from '#domain/my-list/schemas.ts'
import type { AppDeps } from '#server/context.ts'
import { listRequests, quoteVersions, quotes } from '#server/db/schema.ts'
import { conflict, notFound } from '#server/http/errors.ts'
import type { StaffActor } from '#server/services/admin/content-change.ts'
import { recordAudit } from '#server/services/audit.ts'
import { mailQuoteVersion } from './mail-quote.ts'
import { requestOwner } from './request-owner.ts'
import { quoteView } from './quote-view.ts'

type QuoteDeps = Pick<AppDeps, 'db' | 'now' | 'config'>

/**
 * A manager's quote for a list request: the first version, or a revision based on the latest version they saw. The
 * request row is locked first, so two managers saving at once take turns and the second learns of the first (409).
 * An accepted quote is never revised. The customer is mailed in the same transaction — unless the request came
 * without an account and its application is not approved yet: then the version waits (mailedAt null) and approval
 * mails it (`mailWaitingQuotes`).
 */
export async function saveQuoteVersion(
  deps: QuoteDeps,
  actor: StaffActor,
  listRequestId: number,
  draft: QuoteDraft,
): Promise<QuoteView> {
  const at = deps.now()
  await deps.db.transaction(async (tx) => {
    const [request] = await tx
      .select({ id: listRequests.id })
      .from(listRequests)
      .where(eq(listRequests.id, listRequestId))
      .for('update')
    if (!request) throw notFound(quoteNotFoundText)
    const [quote] = await tx.select().from(quotes).where(eq(quotes.listRequestId, listRequestId))
    if (quote?.status === 'accepted') throw conflict(quoteConflictTexts.accepted, 'quote_accepted')
    if ((quote?.latestVersion ?? 0) !== draft.basedOnVersion)
      throw conflict(quoteConflictTexts.revisedMeanwhile, 'stale_edit')
    const number = draft.basedOnVersion + 1
    const quoteId = quote
      ? quote.id
      : (
          await tx
            .insert(quotes)
            .values({ listRequestId, latestVersion: number, createdAt: at, updatedAt: at })
            .returning({ id: quotes.id })
        )[0]!.id
    if (quote)
      await tx
        .update(quotes)
        .set({ latestVersion: number, status: 'sent', updatedAt: at })
        .where(eq(quotes.id, quoteId))

    const taxRateBasisPoints = deps.config.HST_RATE_BASIS_POINTS
    const totals = quoteTotals(draft.lines, draft.deliveryFeeCents, taxRateBasisPoints)
    const owner = await requestOwner(tx, listRequestId)
    const [version] = await tx
      .insert(quoteVersions)
      .values({
        quoteId,
        number,
        lines: draft.lines,
        deliveryFeeCents: draft.deliveryFeeCents,
        taxRateBasisPoints,
        subtotalCents: totals.subtotalCents,
        taxCents: totals.taxCents,
        totalCents: totals.totalCents,
        window: draft.window,
        validUntil: draft.validUntil,
        note: draft.note,
        createdBy: actor.accountId,
        createdAt: at,
      })
      .returning()
    if (owner) await mailQuoteVersion(tx, deps, { owner, listRequestId, version: version!, at })
    await recordAudit(tx, {
      action: number === 1 ? 'quotes.created' : 'quotes.updated',
      actorAccountId: actor.accountId,
      subject: `listrequests/${listRequestId}`,
      details: {
        version: number,
        totalCents: totals.totalCents,
        taxRateBasisPoints,
        validUntil: draft.validUntil,
        mailed: owner !== null,
      },
      ip: actor.ip,
      at,
    })
  })
  return (await quoteView(deps.db, listRequestId, torontoToday(at)))!
}
