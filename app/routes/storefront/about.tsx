import type { Route } from './+types/about'
import { ContentPage } from '#app/components/content/content-page.tsx'
import { PrefetchLink } from '#app/components/prefetch-link.tsx'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import { pageMeta } from '#app/lib/seo.ts'

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location.pathname, {
    title: 'About us',
    description:
      'An Ontario road salt and de-icing supplier with eleven yards, a 24/7 hotline and prepaid Salt Card pickup, part of a group of building-materials companies.',
  })

const figures = [
  { value: '11', label: 'yards across southern Ontario' },
  { value: '24/7', label: 'hotline, every day of the winter' },
  { value: '5', label: 'product groups, bulk to bagged' },
]

export default function About() {
  const { brandName } = usePublicConfig()
  return (
    <ContentPage
      eyebrow="Who we are"
      title="About us"
      intro={
        <p>
          {brandName} keeps Ontario's roads, lots and sidewalks safe in winter, with salt in the yard when the
          forecast turns.
        </p>
      }
    >
      <dl className="grid gap-4 sm2:grid-cols-3">
        {figures.map((figure) => (
          <div
            key={figure.label}
            className="flex flex-col-reverse rounded-lg border-t-4 border-accent bg-salt p-5"
          >
            <dt className="mt-1 text-[0.95rem]">{figure.label}</dt>
            <dd className="text-4xl font-extrabold text-brand">{figure.value}</dd>
          </div>
        ))}
      </dl>
      <h2>Salt for every kind of winter job</h2>
      <p>
        We supply bulk rock salt, treated salt, bulk sacks, bagged salt and ice melters, liquid de-icers and
        salt storage to snow-removal contractors, municipalities, property managers, dealers and anyone else
        who has to keep a surface clear of ice. Customers pick up at our yards with a prepaid Salt Card, have
        it delivered, or leave the spreading to our supply &amp; spread crews.
      </p>
      <h2>Part of a family of building-materials companies</h2>
      <p>
        {brandName} belongs to a group of Ontario companies in ready-mix concrete, aggregates, waste
        management and earthworks. Sharing fleets, yards and people with them means we have trucks, loaders
        and drivers ready when a storm is forecast, and a supply chain that reaches from the lake freighters
        to your site.
      </p>
      <h2>How we work</h2>
      <ul>
        <li>
          <strong>Open when it matters.</strong> Our yards switch to storm mode and load around the clock when
          a winter warning is issued.
        </li>
        <li>
          <strong>The right amount of salt.</strong> Our spreader operators are trained in responsible salt
          management, and we help customers cut waste with pre-wetting and calibrated rates.
        </li>
        <li>
          <strong>Safe yards.</strong> Every visitor gets a clear route from scale to pile and back, and every
          product has its safety data sheet online.
        </li>
        <li>
          <strong>Straight answers.</strong> One hotline, answered by people who know the yards, day and
          night.
        </li>
      </ul>
      <h2>Visit us</h2>
      <p>
        Find the nearest of our <PrefetchLink to="/location">eleven locations</PrefetchLink>, read the latest{' '}
        <PrefetchLink to="/news">news from the yards</PrefetchLink>, or{' '}
        <PrefetchLink to="/contact">contact us</PrefetchLink>. Companies that would like to sell our products
        can <PrefetchLink to="/become-dealer">become a dealer</PrefetchLink>.
      </p>
    </ContentPage>
  )
}
