import { type AppLoadContext, data, redirect } from 'react-router'

/**
 * A public page loader found nothing: when staff moved the page (changed its slug), the old address answers a 301 to
 * the new one; otherwise the 404 page. The redirect table is read only on this path, so found pages pay nothing.
 */
export async function notFoundOrMoved(context: AppLoadContext, request: Request): Promise<never> {
  const { pathname } = new URL(request.url)
  const movedTo = await context.queries.redirects.find(decodeURIComponent(pathname))
  if (movedTo) throw redirect(movedTo, 301)
  throw data(null, { status: 404 })
}
