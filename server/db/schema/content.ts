import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  boolean,
} from 'drizzle-orm/pg-core'
import type { StoredImage } from './catalog.ts'
import { createdAt, updatedAt, version } from './columns.ts'
import { postKinds, postStatuses, formKinds } from '#domain/kernel/enums.ts'

export {
  postKinds,
  type PostKind,
  postStatuses,
  type PostStatus,
  formKinds,
  type FormKind,
} from '#domain/kernel/enums.ts'

/** News stories and blog posts. The body is sanitized HTML (on save and again on render). */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: postKinds }).notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    bodyHtml: text('body_html').notNull().default(''),
    coverImage: jsonb('cover_image').$type<StoredImage>(),
    author: text('author').notNull().default(''),
    status: text('status', { enum: postStatuses }).notNull().default('draft'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: version(),
  },
  (table) => [
    uniqueIndex('posts_kind_slug_unique').on(table.kind, table.slug),
    index('posts_listing_idx').on(table.kind, table.status, table.publishedAt),
  ],
)

export const faqEntries = pgTable('faq_entries', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  /** Sanitized HTML. */
  answerHtml: text('answer_html').notNull(),
  category: text('category').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  published: boolean('published').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
})

/** What visitors send through the public forms; mailed to the sales mailbox through the outbox. */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: formKinds }).notNull(),
    eMail: text('email').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    ip: text('ip'),
    status: text('status', { enum: ['new', 'handled'] })
      .notNull()
      .default('new'),
    createdAt: createdAt(),
  },
  (table) => [index('form_submissions_kind_idx').on(table.kind, table.createdAt)],
)

export type Post = typeof posts.$inferSelect
export type FaqEntry = typeof faqEntries.$inferSelect
export type FormSubmission = typeof formSubmissions.$inferSelect
