import type { PostKind } from '#app/lib/posts.ts'

/** Texts of the news, blog and FAQ pages and the service pages' shared parts. */

export const postListTexts: Readonly<
  Record<PostKind, { eyebrow: string; title: string; intro: string; description: string; empty: string }>
> = {
  news: {
    eyebrow: 'From the yards',
    title: 'News',
    intro:
      'Supply updates, yard hours, new locations and services: what is happening at our yards this season.',
    description:
      'News from our Ontario salt yards: supply updates, winter hours, new Salt Card locations and services.',
    empty: 'There is no news yet. Check back soon for supply updates and winter hours.',
  },
  blog: {
    eyebrow: 'Know-how',
    title: 'Blogs',
    intro:
      'Practical guides for the people who buy, store and spread salt: rates, brine, storage and storm readiness.',
    description:
      'Practical guides on road salt: application rates, brine and pre-wetting, storage, storm preparedness and salt management.',
    empty: 'There are no blog posts yet. Check back soon for practical guides on winter maintenance.',
  },
}

export const backToListText: Readonly<Record<PostKind, string>> = {
  news: 'Back to News',
  blog: 'Back to Blogs',
}

export const emptyListLinkText = 'Browse our products'
export const pageOfText = (page: number, pageCount: number) => `Page ${page} of ${pageCount}`
export const previousPageText = 'Previous page'
export const nextPageText = 'Next page'
export const byAuthorText = (author: string) => `By ${author}`

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

export const helpAsideTexts = {
  title: 'Need a hand?',
  hotlineText: 'Our 24/7 hotline answers every day of the year, storms included.',
  salesLink: 'Contact Sales',
  orderLink: 'Quick order salt',
} as const
