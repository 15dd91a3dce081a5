import type { Route } from './+types/blog-post'
import { notFoundOrMoved } from '#app/lib/page-not-found.ts'
import { PostArticle } from '#app/components/content/post-article.tsx'
import { postPageSeo } from '#app/lib/content-seo.ts'
import { pageMeta, rootConfig } from '#app/lib/seo.ts'

/** Published posts only: a draft, another kind's slug or an unknown one is the 404 page. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const post = await context.queries.content.post('blog', params.slug)
  if (!post) return notFoundOrMoved(context, request)
  return { post, breadcrumb: { [post.slug]: post.title } }
}

/** Without a post (the 404 page), the root's title for errors stands. */
export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  loaderData
    ? pageMeta(
        matches,
        location.pathname,
        postPageSeo(loaderData.post, location.pathname, rootConfig(matches)),
      )
    : matches[0].meta

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <PostArticle post={loaderData.post} />
}
