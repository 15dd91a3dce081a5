import { responsiveSources } from '#domain/catalogue/image-variants.ts'
import { PrefetchLink } from '#app/components/prefetch-link.tsx'
import { type PostKind, type PostSummary, postPath } from '#domain/content/posts.ts'

interface PostCardProps {
  kind: PostKind
  post: PostSummary
  /** Cards in the first row are above the fold: their covers load at once. */
  eager: boolean
}

/** A post in a list: cover, date, title (the link, stretched over the card) and excerpt. */
export function PostCard({ kind, post, eager }: PostCardProps) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition-shadow focus-within:shadow-lg hover:shadow-lg">
      {post.coverImage && (
        <img
          src={post.coverImage.url}
          {...responsiveSources(post.coverImage, '(min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw')}
          alt={post.coverImage.alt}
          width={post.coverImage.width}
          height={post.coverImage.height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          className="aspect-video h-auto w-full bg-salt object-cover"
        />
      )}
      <div className="flex flex-1 flex-col p-5">
        <time dateTime={post.publishedAt} className="text-sm font-semibold text-ink/75">
          {post.date}
        </time>
        <h2 className="mt-2 text-xl leading-snug font-bold">
          <PrefetchLink
            to={postPath(kind, post.slug)}
            className="text-ink after:absolute after:inset-0 hover:text-brand hover:underline focus-visible:outline-none"
          >
            {post.title}
          </PrefetchLink>
        </h2>
        <p className="mt-2 flex-1 text-[0.95rem] text-ink/85">{post.excerpt}</p>
      </div>
    </article>
  )
}
