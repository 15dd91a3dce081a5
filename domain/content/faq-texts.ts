/** Texts of the FAQ page. */

export const faqTexts = {
  eyebrow: 'Technical Resources',
  title: 'Frequently asked questions',
  intro: 'Answers about the Salt Card, ordering and delivery, our products and handling salt safely.',
  description:
    'Answers to common questions about the prepaid Salt Card, ordering and delivery, road salt products and safety.',
  searchLabel: 'Search the FAQs',
  searchPlaceholder: 'e.g. lost card, minimum order',
  clearSearch: 'Clear search',
  noMatchesTitle: 'No matching questions',
  empty: 'There are no questions here yet.',
  stillQuestion: 'Still have a question?',
  stillQuestionText: 'Our team answers around the clock on the hotline, or within one business day by form.',
  contactLink: 'Contact us',
} as const

/** The polite announcement under the search box, as the visitor types. */
export function faqCountText(shown: number, total: number, query: string): string {
  const noun = (n: number) => (n === 1 ? 'question' : 'questions')
  if (query.trim() === '') return `${total} ${noun(total)}`
  if (shown === 0) return `No questions match “${query.trim()}”.`
  return `${shown} of ${total} ${noun(total)} match “${query.trim()}”.`
}
export const faqNoMatchHint = 'Try fewer or other words, or ask us directly.'
