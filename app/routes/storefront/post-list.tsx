import { data } from 'react-router'
import type { Route } from './+types/post-list'
import { PostListPage } from '#app/components/content/post-list-page.tsx'
import { parsePageParam, postKindOfPath } from '#domain/content/posts.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { pageOfText, postListTexts } from '#domain/content/post-texts.ts'

/**
 * `/news` and `/blogs`: one module registered for both paths (app/routes.ts), the kind read from the path.
 * `?page=` beyond the last page, or not a page number at all, is no page.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const kind = postKindOfPath(url.pathname)
  const page = parsePageParam(url.searchParams.get('page'))
  const list = page === null ? null : await context.queries.content.postPage(kind, page)
  if (!list || list.page > list.pageCount) throw data(null, { status: 404 })
  return { kind, ...list }
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const { title, description } = postListTexts[postKindOfPath(location.pathname)]
  const page = loaderData?.page ?? 1
  return pageMeta(matches, location.pathname, {
    title: page > 1 ? `${title}, ${pageOfText(page, loaderData?.pageCount ?? page).toLowerCase()}` : title,
    description,
  })
}

export default function PostList({ loaderData }: Route.ComponentProps) {
  const { kind, ...list } = loaderData
  return <PostListPage kind={kind} list={list} />
}
