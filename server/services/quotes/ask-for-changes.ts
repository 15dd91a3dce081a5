import { eq } from 'drizzle-orm'
import type { ChangeRequest } from '#domain/quotes/schemas.ts'
import { quoteConflictTexts, quoteNotFoundText } from '#domain/quotes/texts.ts'
import type { AppDeps } from '#server/context.ts'
import { quoteMessages, quotes } from '#server/db/schema.ts'
import type { SignedIn } from '#server/http/auth.ts'
import { conflict, notFound } from '#server/http/errors.ts'
import { recordAudit } from '#server/services/audit.ts'
import { enqueueMail } from '#server/services/mail/outbox.ts'
import { loginName } from './accept-quote.ts'
import { ownRequestId } from './customer-requests.ts'

/**
 * "Ask for changes" on the version the customer read: the message joins the quote's history, the quote waits for
 * the manager's next version, and sales are told. An expired version may be asked about (that is how a customer gets
 * a fresh one); an accepted or superseded one may not (409).
 */
export async function askForChanges(
  deps: Pick<AppDeps, 'db' | 'now' | 'config'>,
  session: SignedIn,
  listRequestId: number,
  input: ChangeRequest,
  ip: string | null,
): Promise<void> {
  const at = deps.now()
  await deps.db.transaction(async (tx) => {
    await ownRequestId(tx, session.account.id, listRequestId)
    const [quote] = await tx
      .select()
      .from(quotes)
      .where(eq(quotes.listRequestId, listRequestId))
      .for('update')
    if (!quote) throw notFound(quoteNotFoundText)
    if (quote.status === 'accepted') throw conflict(quoteConflictTexts.accepted, 'quote_accepted')
    if (input.version !== quote.latestVersion)
      throw conflict(quoteConflictTexts.superseded, 'quote_superseded')
    const authorName = loginName(session)
    await tx.insert(quoteMessages).values({
      quoteId: quote.id,
      versionNumber: input.version,
      author: 'customer',
      authorName,
      body: input.message,
      createdAt: at,
    })
    await tx.update(quotes).set({ status: 'changes-requested', updatedAt: at }).where(eq(quotes.id, quote.id))
    await recordAudit(tx, {
      action: 'quote.changes-requested',
      actorAccountId: session.account.id,
      subject: `listrequests/${listRequestId}`,
      details: {
        version: input.version,
        actor: { userId: session.user?.id ?? null, eMail: session.account.eMail },
      },
      ip,
      at,
    })
    await enqueueMail(tx, {
      toAddress: deps.config.SALES_EMAIL,
      subject: `Changes asked for: quote for list request #${listRequestId}, version ${input.version}`,
      text: `${authorName} (${session.account.customerNo}) asks for changes:\n\n${input.message}\n\n${deps.config.PUBLIC_SITE_URL}/admin/listrequests/${listRequestId}`,
      html: null,
    })
  })
}
