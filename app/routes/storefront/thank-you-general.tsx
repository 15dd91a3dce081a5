import type { Route } from './+types/thank-you-general'
import { ThankYou } from '#app/components/content/thank-you.tsx'
import { pageMeta } from '#app/lib/seo.ts'
import { requestSubmittedText, thankYouTitle } from '#domain/content/thank-you-texts.ts'

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location.pathname, {
    title: thankYouTitle,
    description: 'Your request has been submitted.',
    noindex: true,
  })

/** After contact, contact sales and become a dealer. */
export default function ThankYouGeneral() {
  return <ThankYou text={requestSubmittedText} />
}
