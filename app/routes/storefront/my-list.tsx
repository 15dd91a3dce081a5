import type { Route } from './+types/my-list'
import { PageHeader } from '#app/components/content/page-header.tsx'
import { MyListContent } from '#app/components/my-list/my-list-content.tsx'
import { pageMeta } from '#app/lib/seo.ts'
import { myListTexts } from '#domain/my-list/texts.ts'
import { myListLabel } from '#domain/site/texts.ts'

/** "My List | {brand}"; the list lives in this browser, so the page is not for search engines. */
export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location.pathname, {
    title: myListLabel,
    description: 'Your list of salt and de-icing products, ready to send as a delivery request.',
    noindex: true,
  })

export default function MyList() {
  return (
    <>
      <PageHeader title={myListLabel} intro={myListTexts.pageIntro} />
      <div className="mx-auto max-w-7xl px-4 py-10">
        <MyListContent />
      </div>
    </>
  )
}
