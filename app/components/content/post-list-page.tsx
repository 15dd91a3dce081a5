import { PrefetchLink } from '#app/components/prefetch-link.tsx'
import { type PostKind, type PostPage, postSections } from '#domain/content/posts.ts'
import { emptyListLinkText, postListTexts } from '#domain/content/post-texts.ts'
import { PageHeader } from './page-header.tsx'
import { Pagination } from './pagination.tsx'
import { PostCard } from './post-card.tsx'

/** How many cards the widest grid shows in its first row: their covers load eagerly. */
const firstRow = 3

/** /news and /blogs: the header, a grid of cards newest first, the pages, or the empty state. */
export function PostListPage({ kind, list }: { kind: PostKind; list: PostPage }) {
  const texts = postListTexts[kind]
  return (
    <>
      <PageHeader eyebrow={texts.eyebrow} title={texts.title} intro={texts.intro} />
      <div className="mx-auto max-w-7xl px-4 py-12">
        {list.posts.length === 0 ? (
          <div className="mx-auto max-w-2xl rounded-lg border-2 border-dashed border-slate-300 bg-salt px-6 py-12 text-center">
            <p className="text-lg">{texts.empty}</p>
            <PrefetchLink to="/products" className="mt-4 inline-block font-semibold text-brand underline">
              {emptyListLinkText}
            </PrefetchLink>
          </div>
        ) : (
          <ul className="grid gap-8 md:grid-cols-2 lg2:grid-cols-3">
            {list.posts.map((post, index) => (
              <li key={post.slug}>
                <PostCard kind={kind} post={post} eager={list.page === 1 && index < firstRow} />
              </li>
            ))}
          </ul>
        )}
        <Pagination basePath={postSections[kind].path} page={list.page} pageCount={list.pageCount} />
      </div>
    </>
  )
}
