import type { Route } from './+types/thank-you'
import { ThankYou } from '#app/components/content/thank-you.tsx'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { orderThankYouText, thankYouTitle } from '#domain/content/thank-you-texts.ts'

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location.pathname, {
    title: thankYouTitle,
    description: 'Your order request has been submitted.',
    noindex: true,
  })

/** After a quick order. */
export default function ThankYouOrder() {
  const { brandName } = usePublicConfig()
  return <ThankYou text={orderThankYouText(brandName)} />
}
