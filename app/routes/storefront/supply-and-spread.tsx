import type { Route } from './+types/supply-and-spread'
import { ContentPage } from '#app/components/content/content-page.tsx'
import { HelpAside } from '#app/components/content/help-aside.tsx'
import { StepsBox } from '#app/components/content/steps-box.tsx'
import { PrefetchLink } from '#app/components/prefetch-link.tsx'
import { pageMeta } from '#app/lib/seo.ts'

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location.pathname, {
    title: 'Supply & Spread',
    description:
      'We supply the salt and spread it on your lots and roads: trained operators, calibrated spreaders and a record of every visit, for contractors and property managers in Ontario.',
  })

export default function SupplyAndSpread() {
  return (
    <ContentPage
      eyebrow="Products & Services"
      title="Supply & Spread"
      intro={
        <p>
          We bring the salt and put it down: the right amount, at the right time, with the records to prove
          it.
        </p>
      }
      actions={
        <PrefetchLink
          to="/contact-sales"
          className="inline-flex items-center gap-2 rounded bg-accent px-6 py-3 font-bold text-ink shadow hover:bg-white"
        >
          Ask for a site assessment
        </PrefetchLink>
      }
      aside={
        <>
          <StepsBox
            title="Getting started"
            steps={[
              'We walk your sites and map the areas to treat.',
              'You choose per-event or seasonal pricing.',
              'Our crews are on call from November to April.',
            ]}
          />
          <HelpAside />
        </>
      }
    >
      <h2>Who it is for</h2>
      <p>
        Property managers, retail and industrial sites, condominium corporations, schools and hospitals, and
        snow-removal contractors who plow but would rather not run their own salt trucks. You keep the plows;
        we take care of the salt.
      </p>
      <h2>What is included</h2>
      <ul>
        <li>Bulk rock salt or treated salt from our own yards, so supply is never the bottleneck.</li>
        <li>Spreader trucks with calibrated, ground-speed controlled spreaders and pre-wetting.</li>
        <li>Operators trained in responsible salt management.</li>
        <li>Anti-icing with brine before forecast events, where it pays.</li>
        <li>
          A log for every visit: time, pavement temperature, material and amount per area, with GPS tracks.
        </li>
      </ul>
      <h2>When we come</h2>
      <p>
        Together we set the triggers for each site: for example, any freezing rain, 2 cm of snow, or a
        forecast of refreeze overnight. Our dispatch watches the forecast and road sensors around the clock
        and sends crews before the surface ices, not after the first complaint.
      </p>
      <h2>Pricing</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Plan</th>
            <th scope="col">How it is billed</th>
            <th scope="col">Suits</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Per event</td>
            <td>A fixed price per site visit</td>
            <td>Smaller sites, predictable areas</td>
          </tr>
          <tr>
            <td>Per tonne</td>
            <td>A visit fee plus the salt spread, by weight</td>
            <td>Large lots, varied conditions</td>
          </tr>
          <tr>
            <td>Seasonal</td>
            <td>A fixed price for the season, paid monthly</td>
            <td>Sites that need a firm budget</td>
          </tr>
        </tbody>
      </table>
      <h2>Records that protect you</h2>
      <p>
        After a slip-and-fall claim, the question is what was done and when. Our visit logs answer it, and we
        send them to you monthly or on request. Read more about{' '}
        <PrefetchLink to="/blogs/salt-and-the-environment">using less salt safely</PrefetchLink>.
      </p>
    </ContentPage>
  )
}
