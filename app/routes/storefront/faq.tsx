import type { Route } from './+types/faq'
import { FaqBrowser } from '#app/components/content/faq-browser.tsx'
import { HelpAside } from '#app/components/content/help-aside.tsx'
import { PageHeader } from '#app/components/content/page-header.tsx'
import { faqJsonLd } from '#app/lib/faq-seo.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { faqTexts } from '#domain/content/faq-texts.ts'

export async function loader({ context }: Route.LoaderArgs) {
  return { groups: await context.queries.content.faq() }
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  pageMeta(matches, location.pathname, {
    title: faqTexts.title,
    description: faqTexts.description,
    jsonLd: loaderData && loaderData.groups.length > 0 ? [faqJsonLd(loaderData.groups)] : [],
  })

export default function Faq({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader eyebrow={faqTexts.eyebrow} title={faqTexts.title} intro={faqTexts.intro} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <FaqBrowser groups={loaderData.groups} />
        <HelpAside title={faqTexts.stillQuestion} text={faqTexts.stillQuestionText} />
      </div>
    </>
  )
}
