import type { Route } from './+types/delivery-service'
import { ContentPage } from '#app/components/content/content-page.tsx'
import { PrefetchLink } from '#app/components/prefetch-link.tsx'
import { pageMeta } from '#app/lib/seo.ts'

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location.pathname, {
    title: 'Delivery Service',
    description:
      'Road salt, bulk sacks, bagged salt and liquid de-icers delivered across the GTA, Hamilton, Niagara, Waterloo Region, Simcoe County and Durham: areas, minimums and lead times.',
  })

const ctaClasses = 'inline-flex items-center gap-2 rounded px-6 py-3 font-bold shadow'

export default function DeliveryService() {
  return (
    <ContentPage
      eyebrow="Products & Services"
      title="Delivery Service"
      intro={
        <p>Bulk salt by the truckload, sacks and skids by the flatbed, de-icers by the tote or tanker.</p>
      }
      actions={
        <>
          <PrefetchLink to="/quick-order-salt" className={`${ctaClasses} bg-accent text-ink hover:bg-white`}>
            Quick order salt
          </PrefetchLink>
          <PrefetchLink
            to="/contact-sales"
            className={`${ctaClasses} border-2 border-white text-white hover:bg-white hover:text-brand`}
          >
            Contact Sales
          </PrefetchLink>
        </>
      }
    >
      <h2>What we deliver</h2>
      <ul>
        <li>
          Bulk rock salt and treated salt, in tandem and tri-axle dump trucks (up to about 30 tonnes a load).
        </li>
        <li>
          Bulk sacks of one tonne and skids of bagged salt and ice melter, by flatbed with a tailgate lift.
        </li>
        <li>Salt brine and chloride blends, in 1,000-litre totes or by tanker into your own storage.</li>
        <li>Salt storage: bins, sheds and covers, delivered and placed.</li>
      </ul>
      <h2>Where we deliver</h2>
      <p>From the nearest of our eleven yards, in two delivery areas:</p>
      <table>
        <thead>
          <tr>
            <th scope="col">Area</th>
            <th scope="col">Includes</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Area 1</td>
            <td>Toronto, Mississauga, Brampton, Vaughan and Concord, Markham, Richmond Hill, Oakville</td>
          </tr>
          <tr>
            <td>Area 2</td>
            <td>
              Hamilton, Niagara Region, Waterloo Region, Simcoe County (Bradford, Barrie), Durham Region
            </td>
          </tr>
        </tbody>
      </table>
      <p>
        Sites further away? <PrefetchLink to="/contact-sales">Ask our sales team</PrefetchLink>: for seasonal
        tonnage we deliver across southern Ontario.
      </p>
      <h2>Minimum orders</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Area 1</th>
            <th scope="col">Area 2</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td>Bulk salt</td>
            <td>10 tonnes</td>
            <td>20 tonnes</td>
          </tr>
          <tr>
            <td>Bulk sacks</td>
            <td>4 sacks</td>
            <td>8 sacks</td>
          </tr>
          <tr>
            <td>Bagged salt and ice melter</td>
            <td>1 skid</td>
            <td>2 skids</td>
          </tr>
          <tr>
            <td>Liquid de-icers</td>
            <td>1 tote</td>
            <td>2 totes</td>
          </tr>
        </tbody>
      </table>
      <h2>Lead times and storms</h2>
      <p>
        Orders confirmed by 14:00 are normally delivered within one to two business days. You choose a
        delivery window when you order; the driver calls about 30 minutes before arriving.
      </p>
      <p>
        Once a winter storm warning is issued, seasonal contract customers are served first and other
        deliveries as trucks allow. Order before the forecast turns, or keep a prepaid{' '}
        <PrefetchLink to="/salt-card-pickup">Salt Card</PrefetchLink> for pickups at any hour.
      </p>
      <h2>Getting your site ready</h2>
      <ul>
        <li>A firm, level place to tip bulk salt, ideally on a covered, impermeable pad.</li>
        <li>Room for a dump truck to raise its box: about 10 metres of clear height.</li>
        <li>For skids and sacks: a hard surface for the tailgate lift, or a forklift on site.</li>
        <li>Gate codes and the name of someone we can call, in the notes of your order.</li>
      </ul>
    </ContentPage>
  )
}
