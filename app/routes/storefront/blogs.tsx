import { data } from 'react-router'
import type { Route } from './+types/blogs'
import { PostListPage } from '#app/components/content/post-list-page.tsx'
import { parsePageParam } from '#domain/content/posts.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { pageOfText, postListTexts } from '#domain/content/post-texts.ts'

const kind = 'blog'

/** `?page=` beyond the last page, or not a page number at all, is no page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const page = parsePageParam(new URL(request.url).searchParams.get('page'))
  const list = page === null ? null : await context.queries.content.postPage(kind, page)
  if (!list || list.page > list.pageCount) throw data(null, { status: 404 })
  return list
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const { title, description } = postListTexts[kind]
  const page = loaderData?.page ?? 1
  return pageMeta(matches, location.pathname, {
    title: page > 1 ? `${title}, ${pageOfText(page, loaderData?.pageCount ?? page).toLowerCase()}` : title,
    description,
  })
}

export default function BlogsList({ loaderData }: Route.ComponentProps) {
  return <PostListPage kind={kind} list={loaderData} />
}
