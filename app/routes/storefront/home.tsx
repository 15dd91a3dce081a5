import type { Route } from './+types/home'
import { pageMeta } from '#app/lib/seo.ts'
import { Hero } from '#app/components/home/hero.tsx'
import { LocationTeaser } from '#app/components/home/location-teaser.tsx'
import { NewsTeaser } from '#app/components/home/news-teaser.tsx'
import { ProductGroupTiles } from '#app/components/home/product-group-tiles.tsx'
import { SaltCardTeaser } from '#app/components/home/salt-card-teaser.tsx'

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { brandName, siteUrl } = matches[0].loaderData.publicConfig
  return pageMeta(matches, location.pathname, {
    title: 'Road salt & de-icing',
    description: `${brandName} supplies bulk road salt, bulk sacks, bagged salt, liquid de-icers and salt storage from 11 Ontario yards, with prepaid Salt Card pick up and delivery.`,
    jsonLd: [{ '@type': 'Organization', name: brandName, url: siteUrl, logo: `${siteUrl}/favicon.svg` }],
  })
}

export async function loader({ context }: Route.LoaderArgs) {
  const latest = await context.queries.content.postPage('news', 1)
  return { news: latest.posts.slice(0, 3) }
}

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <Hero />
      <ProductGroupTiles />
      <SaltCardTeaser />
      <LocationTeaser />
      <NewsTeaser news={loaderData.news} />
    </>
  )
}
