/** FAQ entries as the page gets them, and the search that filters them as the visitor types. */

export interface FaqEntryView {
  id: number
  question: string
  /** Sanitized HTML. */
  answerHtml: string
  /** The answer's words without markup, for search and structured data. */
  answerText: string
}

export interface FaqGroup {
  category: string
  entries: FaqEntryView[]
}

/** Lower case without accents, so "decoupage" finds "Découpage" and "SALT" finds "salt". */
function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

/** The words of a query; punctuation separates words, so "salt-card" and "salt card" search alike. */
export function queryWords(query: string): string[] {
  return fold(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

/**
 * Entries in which every word of the query occurs (in the question, the answer or the category), groups kept in
 * order and dropped when empty. An empty query keeps everything.
 */
export function filterFaq(groups: readonly FaqGroup[], query: string): FaqGroup[] {
  const words = queryWords(query)
  if (words.length === 0) return [...groups]
  return groups.flatMap((group) => {
    const entries = group.entries.filter((entry) => {
      const haystack = fold(`${group.category} ${entry.question} ${entry.answerText}`)
      return words.every((word) => haystack.includes(word))
    })
    return entries.length > 0 ? [{ category: group.category, entries }] : []
  })
}

export const countEntries = (groups: readonly FaqGroup[]) =>
  groups.reduce((sum, group) => sum + group.entries.length, 0)
