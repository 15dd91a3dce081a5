import type { Route } from './+types/products'
import { GroupCard } from '#app/components/catalog/group-card.tsx'
import { ServiceLinks } from '#app/components/catalog/service-links.tsx'
import { PageHeader } from '#app/components/content/page-header.tsx'
import { pageMeta } from '#app/lib/seo.ts'
import { catalogTexts } from '#domain/catalogue/texts.ts'
import { productGridClass } from '#app/components/ui/product-grid.ts'

export async function loader({ context }: Route.LoaderArgs) {
  return { groups: await context.queries.catalog.groups() }
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location.pathname, {
    title: catalogTexts.productsTitle,
    description: catalogTexts.productsDescription,
  })

/** The category list (3 columns, 2 at 1024 px or less, 1 at 768 px or less) and the services. */
export default function Products({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHeader
        eyebrow={catalogTexts.productsEyebrow}
        title={catalogTexts.productsTitle}
        intro={catalogTexts.productsIntro}
      />
      <section aria-labelledby="groups-heading" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="groups-heading" className="text-2xl font-extrabold">
          {catalogTexts.groupsHeading}
        </h2>
        <ul data-testid="product-groups" className={`mt-6 ${productGridClass}`}>
          {loaderData.groups.map((group, index) => (
            <li key={group.slug}>
              <GroupCard group={group} eager={index < 3} />
            </li>
          ))}
        </ul>
      </section>
      <ServiceLinks />
    </>
  )
}
