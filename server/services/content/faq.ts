import { asc, eq } from 'drizzle-orm'
import type { FaqGroup } from '#domain/content/faq-search.ts'
import type { Db } from '#server/db/client.ts'
import { faqEntries } from '#server/db/schema.ts'
import { richTextToPlain, sanitizeRichText } from './sanitize.ts'

/**
 * Published FAQ entries grouped by category. Entries keep their sort order; a category comes where its first
 * entry does, so the admin orders categories by ordering entries.
 */
export async function faqByCategory(db: Db): Promise<FaqGroup[]> {
  const rows = await db
    .select()
    .from(faqEntries)
    .where(eq(faqEntries.published, true))
    .orderBy(asc(faqEntries.sortOrder), asc(faqEntries.id))
  const groups = new Map<string, FaqGroup>()
  for (const row of rows) {
    const answerHtml = sanitizeRichText(row.answerHtml)
    const entry = { id: row.id, question: row.question, answerHtml, answerText: richTextToPlain(answerHtml) }
    const group = groups.get(row.category)
    if (group) group.entries.push(entry)
    else groups.set(row.category, { category: row.category, entries: [entry] })
  }
  return [...groups.values()]
}
