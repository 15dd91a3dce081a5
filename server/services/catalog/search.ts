import { type SQL, and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm'
import { groupHref, productHref } from '#domain/catalogue/links.ts'
import {
  type SearchCandidate,
  type SearchResult,
  rankSearchResults,
  searchWords,
} from '#domain/catalogue/search-ranking.ts'
import type { Db } from '#server/db/client.ts'
import { productGroups, products } from '#server/db/schema.ts'

/** Enough candidates for the ranking to choose the best eight from, on any catalogue a supplier has. */
const candidateLimit = 60

/**
 * `word:* & word:*`, or null when the query has no words. The words hold only letters and digits
 * (`searchWords`), so no tsquery operator (`|`, `!`, `:`, `&`, parentheses, quotes) can reach `to_tsquery`;
 * the string is still sent as a bound parameter, never spliced into the SQL.
 */
export function prefixTsQuery(query: string): string | null {
  const words = searchWords(query)
  return words.length === 0 ? null : words.map((word) => `${word}:*`).join(' & ')
}

/** `%text%` for ILIKE, with the pattern characters of the text escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`
}

/**
 * Published products (by name, summary and unit names) and groups (by name and summary) matching the query:
 * full-text with prefix matching, or the name containing the query as typed. Plain SQL both PGlite and PostgreSQL
 * run the same way. The full-text match is a subquery of its own, so it can use the GIN index on `search_text`
 * (an OR beside the unindexable ILIKE would make every row's text be parsed again on each search).
 */
export async function searchCatalog(db: Db, query: string): Promise<SearchResult[]> {
  const trimmed = query.trim()
  if (trimmed === '') return []
  const tsQuery = prefixTsQuery(trimmed)
  const pattern = containsPattern(trimmed)
  const matches = (text: SQL) => sql`${text} @@ to_tsquery('english', ${tsQuery})`
  const productMatch =
    tsQuery === null
      ? ilike(products.name, pattern)
      : or(
          inArray(
            products.id,
            db
              .select({ id: products.id })
              .from(products)
              .where(matches(sql`to_tsvector('english', ${products.searchText})`)),
          ),
          ilike(products.name, pattern),
        )
  // Five-odd rows: matched directly.
  const groupMatch =
    tsQuery === null
      ? ilike(productGroups.name, pattern)
      : or(
          matches(sql`to_tsvector('english', ${productGroups.name} || ' ' || ${productGroups.summary})`),
          ilike(productGroups.name, pattern),
        )

  const productCandidates = db
    .select({
      kind: sql<SearchCandidate['kind']>`'product'`.as('kind'),
      slug: products.slug,
      name: products.name,
      summary: products.summary,
      searchText: products.searchText,
      groupSlug: sql<string | null>`${productGroups.slug}`.as('group_slug'),
      groupName: sql<string | null>`${productGroups.name}`.as('group_name'),
      nameHit: sql<boolean>`${products.name} ilike ${pattern}`.as('name_hit'),
    })
    .from(products)
    .innerJoin(productGroups, eq(products.groupId, productGroups.id))
    .where(and(eq(products.published, true), eq(productGroups.published, true), productMatch))
  const groupCandidates = db
    .select({
      kind: sql<SearchCandidate['kind']>`'group'`.as('kind'),
      slug: productGroups.slug,
      name: productGroups.name,
      summary: productGroups.summary,
      searchText: sql<string>`${productGroups.name} || ' ' || ${productGroups.summary}`.as('search_text'),
      groupSlug: sql<string | null>`null`.as('group_slug'),
      groupName: sql<string | null>`null`.as('group_name'),
      nameHit: sql<boolean>`${productGroups.name} ilike ${pattern}`.as('name_hit'),
    })
    .from(productGroups)
    .where(and(eq(productGroups.published, true), groupMatch))
  // One round trip: PGlite answers one query at a time, so each one saved is time saved under load. Names
  // containing the query come first, so a cut at the limit never loses the likeliest answers.
  const rows = await productCandidates
    .unionAll(groupCandidates)
    .orderBy(desc(sql`name_hit`), asc(sql`name`))
    .limit(candidateLimit)

  const candidates: SearchCandidate[] = rows.map((row) =>
    row.kind === 'group'
      ? {
          kind: 'group',
          name: row.name,
          href: groupHref(row.slug),
          summary: row.summary,
          searchText: row.searchText,
        }
      : {
          kind: 'product',
          name: row.name,
          href: productHref(row.groupSlug ?? '', row.slug),
          summary: row.summary,
          groupName: row.groupName ?? '',
          searchText: row.searchText,
        },
  )
  return rankSearchResults(trimmed, candidates)
}
