import type { Route } from './+types/terms-of-use'
import { ContentPage } from '#app/components/content/content-page.tsx'
import { ContentsNav } from '#app/components/content/contents-nav.tsx'
import { PrefetchLink } from '#app/components/prefetch-link.tsx'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import { pageMeta } from '#app/lib/seo.ts'

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location.pathname, {
    title: 'Terms of Use',
    description:
      'The terms for using this website, placing requests and holding a prepaid Salt Card account with us.',
  })

const sections = [
  { id: 'acceptance', label: 'Using this site' },
  { id: 'prices', label: 'Products, prices and availability' },
  { id: 'requests', label: 'Requests and orders' },
  { id: 'salt-card', label: 'Salt Card accounts' },
  { id: 'yards', label: 'At our yards' },
  { id: 'content', label: 'Our content' },
  { id: 'liability', label: 'Limits of liability' },
  { id: 'law', label: 'Governing law and changes' },
]

export default function TermsOfUse() {
  const { brandName } = usePublicConfig()
  return (
    <ContentPage
      eyebrow="Legal"
      title="Terms of Use"
      intro={<p>Effective November 1, 2026.</p>}
      aside={<ContentsNav items={sections} />}
    >
      <h2 id="acceptance">Using this site</h2>
      <p>
        By using this website you agree to these terms. If you use it for a company, you confirm that you may
        bind that company. Please also read our{' '}
        <PrefetchLink to="/privacy-policy">Privacy Policy</PrefetchLink>.
      </p>
      <h2 id="prices">Products, prices and availability</h2>
      <p>
        We describe our products and services as accurately as we can. Road salt supply in Ontario can be
        tight, and posted prices may change at short notice; the price that applies is the one confirmed by
        our staff or, for Salt Card pickups, the posted price on the day of the pickup.
      </p>
      <h2 id="requests">Requests and orders</h2>
      <p>
        A quick order, a My List request or a message through this site is a request, not a contract. An order
        is binding once a {brandName} representative has confirmed its price, quantity and delivery window
        with you. Delivery times are estimates; during declared storms, contract customers are served first.
      </p>
      <h2 id="salt-card">Salt Card accounts</h2>
      <ul>
        <li>Salt Card accounts are prepaid. Funds earn no interest and are not a deposit.</li>
        <li>
          Each pickup is charged to the card shown at the scale, by net weight at the day's price. The scale
          ticket is the record of the pickup.
        </li>
        <li>
          Keep your cards and your password safe. You are responsible for pickups with your cards until you
          deactivate a lost card or report it on our 24/7 hotline.
        </li>
        <li>
          When an account closes, we refund the remaining balance, less any amounts owed, to the account
          holder.
        </li>
        <li>We may suspend an account that is misused or that breaks these terms.</li>
      </ul>
      <h2 id="yards">At our yards</h2>
      <p>
        Drivers must follow the yard's signs and the instructions of our staff, wear the safety equipment the
        yard requires, and stay in the cab while being loaded. Vehicles must be roadworthy and loaded within
        their legal limits; the driver is responsible for the load once it leaves the scale.
      </p>
      <h2 id="content">Our content</h2>
      <p>
        The text, images and logos on this site belong to {brandName} or its group companies. You may print or
        share pages for your own use; you may not copy them for another website or for sale. Safety data
        sheets may be copied freely. Links to other sites are for convenience; we are not responsible for
        their content.
      </p>
      <h2 id="liability">Limits of liability</h2>
      <p>
        Guidance on this site, such as application rates, is general information: conditions on each site
        differ, and you remain responsible for how you use our products. To the extent the law allows, we are
        not liable for indirect or consequential losses arising from the use of this site.
      </p>
      <h2 id="law">Governing law and changes</h2>
      <p>
        These terms are governed by the laws of Ontario and the federal laws of Canada that apply there. We
        may update them; the date above shows the current version, and changes apply from that date.
        Questions? <PrefetchLink to="/contact">Contact us</PrefetchLink>.
      </p>
    </ContentPage>
  )
}
