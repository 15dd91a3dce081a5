import type { StoredImage } from '#domain/media/media.ts'
import type { PostKind } from '#domain/kernel/enums.ts'

export type { PostKind, StoredImage }

/** News and blog lists show this many posts per page (`?page=2` for the next). */
export const postsPerPage = 9

/** Where each kind of post lives on the site. */
export const postSections: Readonly<Record<PostKind, { path: string; title: string }>> = {
  news: { path: '/news', title: 'News' },
  blog: { path: '/blogs', title: 'Blogs' },
}

export const postPath = (kind: PostKind, slug: string) => `${postSections[kind].path}/${slug}`

/** The kind of post a page of the site lists or shows, from its path (`/news…` or `/blogs…`). */
export function postKindOfPath(pathname: string): PostKind {
  const kind = (Object.keys(postSections) as PostKind[]).find(
    (each) => pathname === postSections[each].path || pathname.startsWith(`${postSections[each].path}/`),
  )
  if (!kind) throw new Error(`No kind of post lives at ${pathname}`)
  return kind
}

/** A post in a list: enough for a card. */
export interface PostSummary {
  slug: string
  title: string
  excerpt: string
  author: string
  coverImage: StoredImage | null
  /** ISO instant of publication. */
  publishedAt: string
  /** The publication day in Toronto, yyyy-MM-dd. */
  date: string
}

export interface PostDetail extends PostSummary {
  kind: PostKind
  /** Sanitized HTML, safe to render as is. */
  bodyHtml: string
  /** ISO instant of the last change. */
  updatedAt: string
}

export interface PostPage {
  posts: PostSummary[]
  page: number
  pageCount: number
  total: number
}

/**
 * The list page asked for by `?page=`: absent means 1; anything but a plain positive whole number is no page
 * (the loader answers 404), so "?page=2abc" and "?page=0" do not become copies of another page.
 */
export function parsePageParam(value: string | null): number | null {
  if (value === null) return 1
  if (!/^[1-9]\d{0,5}$/.test(value)) return null
  return Number(value)
}

export const pageCountFor = (total: number, perPage = postsPerPage) => Math.max(1, Math.ceil(total / perPage))

/** A list's links to its pages: page 1 is the bare path, so it has one address only. */
export const listPageHref = (basePath: string, page: number) =>
  page <= 1 ? basePath : `${basePath}?page=${page}`
