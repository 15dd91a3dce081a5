import type { PostKind } from '#domain/content/posts.ts'
import type { Db } from '#server/db/client.ts'
import { faqEntries, posts } from '#server/db/schema.ts'
import { sanitizeRichText } from '#server/services/content/sanitize.ts'
import { demoBlogs } from './content-blogs.ts'
import { demoFaq } from './content-faq.ts'
import { type DemoPost, demoNews } from './content-news.ts'

/** Every cover under public/images/posts is drawn at this size (16:9), so the pages reserve its space. */
const coverSize = { width: 1200, height: 675 }

function postRow(kind: PostKind, post: DemoPost) {
  return {
    kind,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    // Sanitized on save, as the admin editor will: the same policy as on render.
    bodyHtml: sanitizeRichText(post.body.trim()),
    coverImage: { url: `/images/posts/${post.cover.file}.svg`, alt: post.cover.alt, ...coverSize },
    author: post.author,
    status: 'published' as const,
    publishedAt: new Date(post.publishedAt),
    createdAt: new Date(post.publishedAt),
    updatedAt: new Date(post.publishedAt),
  }
}

/**
 * Six news stories, six blog posts (matched by kind and slug) and the FAQ entries (matched by question):
 * adds whichever is missing and never changes what is there, so staff edits survive a re-seed.
 */
export async function seedContent(db: Db): Promise<boolean> {
  const rows = [
    ...demoNews.map((post) => postRow('news', post)),
    ...demoBlogs.map((post) => postRow('blog', post)),
  ]
  const insertedPosts = await db
    .insert(posts)
    .values(rows)
    .onConflictDoNothing({ target: [posts.kind, posts.slug] })
    .returning({ id: posts.id })

  const present = new Set(
    (await db.select({ question: faqEntries.question }).from(faqEntries)).map((row) => row.question),
  )
  const missingFaq = demoFaq
    .map((entry, index) => ({
      category: entry.category,
      question: entry.question,
      answerHtml: sanitizeRichText(entry.answerHtml),
      // Gaps of ten leave room to slot new entries between the demo ones.
      sortOrder: (index + 1) * 10,
    }))
    .filter((entry) => !present.has(entry.question))
  if (missingFaq.length > 0) await db.insert(faqEntries).values(missingFaq)

  return insertedPosts.length > 0 || missingFaq.length > 0
}
