import { asc, desc, eq } from 'drizzle-orm'
import type { QuoteView } from '#domain/quotes/answers.ts'
import type { Db, Tx } from '#server/db/client.ts'
import { type QuoteVersion, quoteMessages, quoteVersions, quotes } from '#server/db/schema.ts'
import { readsTogether } from '#server/db/reads-together.ts'

/** A version may be accepted through its valid-until day in Toronto. */
export const isExpired = (version: Pick<QuoteVersion, 'validUntil'>, today: string) =>
  version.validUntil < today

/** The quote of a list request with every version (newest first) and the messages, or null before the first. */
export async function quoteView(
  db: Db | Tx,
  listRequestId: number,
  today: string,
): Promise<QuoteView | null> {
  const [quote] = await db.select().from(quotes).where(eq(quotes.listRequestId, listRequestId))
  if (!quote) return null
  const [versions, messages] = await readsTogether(db, [
    () =>
      db
        .select()
        .from(quoteVersions)
        .where(eq(quoteVersions.quoteId, quote.id))
        .orderBy(desc(quoteVersions.number)),
    () =>
      db
        .select()
        .from(quoteMessages)
        .where(eq(quoteMessages.quoteId, quote.id))
        .orderBy(asc(quoteMessages.id)),
  ])
  return {
    status: quote.status,
    latestVersion: quote.latestVersion,
    versions: versions.map((version) => ({
      number: version.number,
      lines: version.lines,
      deliveryFeeCents: version.deliveryFeeCents,
      taxRateBasisPoints: version.taxRateBasisPoints,
      subtotalCents: version.subtotalCents,
      taxCents: version.taxCents,
      totalCents: version.totalCents,
      window: version.window,
      validUntil: version.validUntil,
      note: version.note,
      createdAt: version.createdAt.toISOString(),
      expired: isExpired(version, today),
      superseded: version.number < quote.latestVersion,
      mailedAt: version.mailedAt?.toISOString() ?? null,
    })),
    messages: messages.map((message) => ({
      versionNumber: message.versionNumber,
      author: message.author,
      authorName: message.authorName,
      body: message.body,
      createdAt: message.createdAt.toISOString(),
    })),
  }
}
