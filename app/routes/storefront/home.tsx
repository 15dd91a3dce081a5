import type { Route } from './+types/home'
import { Hero } from '#app/components/home/hero.tsx'
import { LocationTeaser } from '#app/components/home/location-teaser.tsx'
import { NewsTeaser } from '#app/components/home/news-teaser.tsx'
import { ProductGroupTiles } from '#app/components/home/product-group-tiles.tsx'
import { SaltCardTeaser } from '#app/components/home/salt-card-teaser.tsx'

export const meta: Route.MetaFunction = ({ matches }) => {
  const brandName = matches[0].loaderData.publicConfig.brandName
  return [
    { title: `Road salt & de-icing | ${brandName}` },
    {
      name: 'description',
      content: `${brandName} supplies bulk road salt, bulk sacks, bagged salt, liquid de-icers and salt storage from 11 Ontario yards, with prepaid Salt Card pick up and delivery.`,
    },
  ]
}

export default function Home() {
  return (
    <>
      <Hero />
      <ProductGroupTiles />
      <SaltCardTeaser />
      <LocationTeaser />
      <NewsTeaser />
    </>
  )
}
