import type { PostKind } from './posts.ts'

/** Texts of the news and blog pages: their lists, pagination and articles. */

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
