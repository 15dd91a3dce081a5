import type { Route } from './+types/post'
import { postKindOfPath } from '#domain/content/posts.ts'
import { notFoundOrMoved } from '#app/lib/page-not-found.ts'
import { PostArticle } from '#app/components/content/post-article.tsx'
import { postPageSeo } from '#app/lib/content-seo.ts'
import { pageMeta, rootConfig } from '#app/lib/seo.ts'

/**
 * `/news/:slug` and `/blogs/:slug`: one module registered for both paths (app/routes.ts), the kind read from the path.
 * Published posts only: a draft, another kind's slug or an unknown one is the 404 page.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const post = await context.queries.content.post(postKindOfPath(new URL(request.url).pathname), params.slug)
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

export default function Post({ loaderData }: Route.ComponentProps) {
  return <PostArticle post={loaderData.post} />
}
