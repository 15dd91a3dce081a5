import { lazy } from '#domain/kernel/lazy.ts'

/**
 * Product search (header box and GET /api/salt/search): the words of a query and the order of its results.
 * The database finds candidates (full-text with prefixes, plus a substring match on names); this decides the order.
 */

export const searchQueryMaxLength = 80
export const maxSearchResults = 8
/** More words than this add nothing but cost: the rest of a long query is ignored. */
const maxSearchWords = 8

export interface SearchResult {
  kind: 'product' | 'group'
  name: string
  href: string
  summary: string
  /** The product's group; groups have none. */
  groupName?: string
}

export interface SearchCandidate extends SearchResult {
  /** Everything the search looks at: name, summary and, for products, unit names. */
  searchText: string
}

/** The words of a query: "Rock-salt, 20kg!" → ["rock", "salt", "20kg"]; duplicates and words past the cap dropped. */
export function searchWords(query: string): string[] {
  return [...new Set(textWords(query))].slice(0, maxSearchWords)
}

/** Lower-case runs of letters and digits. */
function textWords(text: string): string[] {
  return (
    text
      .normalize('NFKC')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  )
}

/** How well a candidate matches, best first; the tiers are what a person expects to see on top. */
export const matchTiers = {
  exactName: 0,
  namePrefix: 1,
  /** Every query word starts a word of the name, in any order. */
  nameWords: 2,
  /** The query appears inside the name ("ock sal" in "Rock salt"). */
  nameContains: 3,
  /** Every query word starts a word of the name, summary or unit names. */
  details: 4,
  /** Found by the database's stemming alone ("salts" → "salt"). */
  other: 5,
} as const

export function matchTier(query: string, candidate: Pick<SearchCandidate, 'name' | 'searchText'>): number {
  const queryWords = searchWords(query)
  const nameWords = textWords(candidate.name)
  const normalizedQuery = queryWords.join(' ')
  const normalizedName = nameWords.join(' ')
  if (normalizedQuery === '') return matchTiers.other
  if (normalizedName === normalizedQuery) return matchTiers.exactName
  if (normalizedName.startsWith(normalizedQuery)) return matchTiers.namePrefix
  if (everyWordStartsOneOf(queryWords, nameWords)) return matchTiers.nameWords
  if (candidate.name.toLowerCase().includes(query.trim().toLowerCase())) return matchTiers.nameContains
  if (everyWordStartsOneOf(queryWords, textWords(candidate.searchText))) return matchTiers.details
  return matchTiers.other
}

function everyWordStartsOneOf(queryWords: string[], words: string[]): boolean {
  return queryWords.every((queryWord) => words.some((word) => word.startsWith(queryWord)))
}

const byName = lazy(() => new Intl.Collator('en-CA', { sensitivity: 'base', numeric: true }))

/**
 * The best `maxSearchResults` candidates: by match tier; on a tie a group before a product (a group page is the
 * wider answer, and there are only five), then by name.
 */
export function rankSearchResults(query: string, candidates: SearchCandidate[]): SearchResult[] {
  return candidates
    .map((candidate) => ({ candidate, tier: matchTier(query, candidate) }))
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        kindOrder(a.candidate) - kindOrder(b.candidate) ||
        byName().compare(a.candidate.name, b.candidate.name),
    )
    .slice(0, maxSearchResults)
    .map(({ candidate: { searchText: _searchText, ...result } }) => result)
}

const kindOrder = (candidate: SearchResult) => (candidate.kind === 'group' ? 0 : 1)
