import { z } from 'zod'
import type { PostKind, PostStatus } from '#domain/kernel/enums.ts'
import { storedImageSchema } from '#domain/media/stored-image.ts'
import {
  type AdminListPage,
  adminListQuerySchema,
  plainText,
  queryValue,
  requiredText,
  richTextSchema,
  slugSchema,
  versionSchema,
} from '#domain/admin/list.ts'

/** `plural` names the kind in the list's filter: "stories" is not "story" with an s. */
export const postKindOptions = [
  { value: 'blog', label: 'Blog post', plural: 'Blog posts' },
  { value: 'news', label: 'News story', plural: 'News stories' },
] as const satisfies ReadonlyArray<{ value: PostKind; label: string; plural: string }>

export const postStatusOptions = [
  { value: 'draft', label: 'Draft' },
  { value: 'published', label: 'Published' },
  { value: 'scheduled', label: 'Scheduled' },
] as const satisfies ReadonlyArray<{ value: PostStatus; label: string }>

const postKind = z.enum(['news', 'blog'])
const postStatus = z.enum(['draft', 'published', 'scheduled'])

/** An instant with its offset (what `toISOString()` gives); the form converts Toronto wall-clock input to it. */
const instant = z.iso.datetime({ offset: true, message: 'Enter a date and time.' })

const postFields = z.object({
  kind: postKind,
  title: requiredText(200),
  slug: slugSchema,
  excerpt: plainText(500),
  author: plainText(100),
  coverImage: storedImageSchema.nullable(),
  bodyHtml: richTextSchema,
  status: postStatus,
  publishedAt: instant.nullable(),
})

/**
 * A scheduled post needs its date and time; whether that lies in the future the server decides with its own clock
 * (the browser's may be wrong).
 */
const scheduledHasDate: [
  (post: { status: string; publishedAt: string | null }) => boolean,
  z.core.$ZodCustomParams,
] = [
  (post) => post.status !== 'scheduled' || post.publishedAt !== null,
  { path: ['publishedAt'], message: 'Choose when the post goes live.' },
]

/** A new post as the form sends it. */
export const postInputSchema = postFields.refine(...scheduledHasDate)
export type PostInput = z.infer<typeof postInputSchema>

/** A change to a post, based on the version the form was loaded with. */
export const postUpdateSchema = postFields.extend({ version: versionSchema }).refine(...scheduledHasDate)
export type PostUpdate = z.infer<typeof postUpdateSchema>

/** The preview asks the server to sanitize the body with the one allow-list, exactly as a visitor gets it. */
export const postPreviewSchema = z.object({ bodyHtml: richTextSchema })

export const postSorts = ['title', 'updated', 'published'] as const

export const postListQuerySchema = adminListQuerySchema(postSorts).extend({
  kind: queryValue(z.enum(['news', 'blog', 'all'])),
  status: queryValue(postStatus),
})
export type PostListQuery = z.infer<typeof postListQuerySchema>

/** A post in the admin form: everything editable, its id and version. */
export interface AdminPost extends PostInput {
  id: number
  version: number
  updatedAt: string
}

/** A row of the admin list. */
export interface AdminPostRow {
  id: number
  kind: PostKind
  title: string
  slug: string
  status: PostStatus
  publishedAt: string | null
  updatedAt: string
}

export type AdminPostList = AdminListPage<AdminPostRow>
