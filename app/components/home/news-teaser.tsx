import { PrefetchLink } from '#app/components/prefetch-link.tsx'
import { ArrowRightIcon } from '#app/components/icons.tsx'
import { type PostSummary, postPath } from '#domain/content/posts.ts'

/** The latest published news on the home page; without any, the section is left out. */
export function NewsTeaser({ news }: { news: PostSummary[] }) {
  if (news.length === 0) return null
  return (
    <section aria-labelledby="home-news" className="mx-auto max-w-7xl px-4 py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="font-semibold tracking-widest text-brand uppercase">News</p>
          <h2 id="home-news" className="mt-1 text-3xl font-extrabold">
            Latest from the yards
          </h2>
        </div>
        <PrefetchLink
          to="/news"
          className="inline-flex items-center gap-2 font-semibold text-brand hover:underline"
        >
          All news <ArrowRightIcon />
        </PrefetchLink>
      </div>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {news.map((item) => (
          <li key={item.slug}>
            <article className="flex h-full flex-col rounded-lg border-t-4 border-accent bg-salt p-6">
              <time dateTime={item.date} className="text-sm font-semibold text-ink/75">
                {item.date}
              </time>
              <h3 className="mt-2 text-xl font-bold">
                <PrefetchLink to={postPath('news', item.slug)} className="hover:text-brand hover:underline">
                  {item.title}
                </PrefetchLink>
              </h3>
              <p className="mt-2 flex-1">{item.excerpt}</p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  )
}
