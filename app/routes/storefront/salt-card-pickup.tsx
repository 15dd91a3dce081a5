import type { Route } from './+types/salt-card-pickup'
import { ApplySaltCardButton } from '#app/components/content/apply-salt-card-button.tsx'
import { ContentPage } from '#app/components/content/content-page.tsx'
import { HelpAside } from '#app/components/content/help-aside.tsx'
import { PrefetchLink } from '#app/components/prefetch-link.tsx'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import { pageMeta } from '#app/lib/seo.ts'

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location.pathname, {
    title: 'Salt Card Pick Up',
    description:
      'A prepaid Salt Card lets your trucks load road salt at any of our eleven Ontario yards, day or night in storm mode, with every pickup logged to your account.',
  })

export default function SaltCardPickup() {
  const { brandName } = usePublicConfig()
  return (
    <ContentPage
      eyebrow="Products & Services"
      title="Salt Card Pick Up"
      intro={
        <p>
          A prepaid card for your trucks: load funds online, drive in, load up. No invoices to wait for, no
          cash at the scale.
        </p>
      }
      actions={<ApplySaltCardButton />}
      aside={
        <>
          <section aria-label="Apply" className="rounded-lg bg-brand p-6 text-white">
            <h2 className="text-xl font-bold">Ready for the winter?</h2>
            <p className="mt-2 text-white/90">
              Apply in two minutes; an Account Manager calls you to set up.
            </p>
            <div className="mt-4">
              <ApplySaltCardButton />
            </div>
          </section>
          <HelpAside />
        </>
      }
    >
      <h2>How it works</h2>
      <p>
        Each Salt Card belongs to your company's prepaid account with {brandName}. You load funds online; your
        drivers show the card at the scale house, load, and weigh out. The net weight is charged to the card
        at the day's price, and the ticket appears on your account page within minutes.{' '}
        <PrefetchLink to="/how-to-use-salt">See the pickup step by step</PrefetchLink>.
      </p>
      <h2>Why contractors use it</h2>
      <ul>
        <li>
          <strong>Any hour in a storm.</strong> When a yard is in storm mode it loads around the clock, and
          Salt Card holders go straight through.
        </li>
        <li>
          <strong>Control per truck.</strong> One card per truck or driver, each with its own name and
          balance.
        </li>
        <li>
          <strong>Every pickup on record.</strong> Date, time, yard, product and weight for each load, ready
          for your job costing and your clients.
        </li>
        <li>
          <strong>No credit application.</strong> Prepaid means no credit check and no monthly statement to
          reconcile.
        </li>
      </ul>
      <h2>Where you can use it</h2>
      <p>
        At all eleven of our yards, from Kitchener to Oshawa Docks and Niagara Region to Bradford.{' '}
        <PrefetchLink to="/location">Find a location</PrefetchLink> and check whether it is open now.
      </p>
      <h2>What it costs</h2>
      <p>
        The card itself is free, and so are extra cards. You pay only for the salt you load, at the posted
        price on the day of the pickup. Unused funds stay on your account from one season to the next.
      </p>
      <h2>Who can apply</h2>
      <p>
        Any business that picks up salt with its own trucks: snow-removal and landscaping contractors,
        property managers, municipalities and institutions. You need a company name, a contact person and an
        address; an Account Manager confirms the rest by phone.
      </p>
    </ContentPage>
  )
}
