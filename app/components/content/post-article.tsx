import { responsiveSources } from '#domain/catalogue/image-variants.ts'
import { PrefetchLink } from '#app/components/prefetch-link.tsx'
import { type PostDetail, postSections } from '#domain/content/posts.ts'
import { backToListText, byAuthorText } from '#domain/content/post-texts.ts'
import { RichText } from './prose.tsx'

function BackLink({ post, className = '' }: { post: PostDetail; className?: string }) {
  return (
    <PrefetchLink
      to={postSections[post.kind].path}
      className={`inline-flex items-center gap-2 font-semibold underline-offset-2 hover:underline ${className}`}
    >
      <span aria-hidden="true">←</span> {backToListText[post.kind]}
    </PrefetchLink>
  )
}

/** A news story or blog post: title, date and author, cover, body and the way back to its list. */
export function PostArticle({ post }: { post: PostDetail }) {
  return (
    <article>
      <header className="bg-brand text-white">
        <div className="mx-auto max-w-3xl px-4 pt-8 pb-10 md:pb-14">
          <BackLink post={post} className="text-white/90" />
          <h1 className="mt-5 text-3xl leading-tight font-extrabold sm2:text-4xl">{post.title}</h1>
          <p className="mt-4 flex flex-wrap gap-x-3 text-white/90">
            <time dateTime={post.publishedAt} className="font-semibold">
              {post.date}
            </time>
            {post.author && (
              <>
                <span aria-hidden="true">·</span>
                <span>{byAuthorText(post.author)}</span>
              </>
            )}
          </p>
        </div>
      </header>
      <div className="mx-auto max-w-3xl px-4">
        {post.coverImage && (
          <img
            src={post.coverImage.url}
            {...responsiveSources(post.coverImage, '(min-width: 800px) 768px, 100vw')}
            alt={post.coverImage.alt}
            width={post.coverImage.width}
            height={post.coverImage.height}
            fetchPriority="high"
            className="mt-8 aspect-video h-auto w-full rounded-lg bg-salt object-cover shadow-md"
          />
        )}
        <RichText html={post.bodyHtml} className="mt-10 text-[1.05rem]" />
        <footer className="mt-12 border-t border-slate-200 pt-6">
          <BackLink post={post} className="text-brand" />
        </footer>
      </div>
    </article>
  )
}
