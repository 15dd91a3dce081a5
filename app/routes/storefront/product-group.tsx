import type { Route } from './+types/product-group'
import { notFoundOrMoved } from '#app/lib/page-not-found.ts'
import { ProductCard } from '#app/components/catalog/product-card.tsx'
import { PageHeader } from '#app/components/content/page-header.tsx'
import { RichText } from '#app/components/content/prose.tsx'
import { pageMeta } from '#app/lib/seo.ts'
import { catalogTexts } from '#domain/catalogue/texts.ts'
import { productGridClass } from '#app/components/ui/product-grid.ts'

/** A published group with its products; an unknown or unpublished slug is the 404 page. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const page = await context.queries.catalog.group(params.grSlug)
  if (!page) return notFoundOrMoved(context, request)
  return { ...page, breadcrumb: { [params.grSlug]: page.group.name } }
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  // Without a group (the 404 page), the root's title for errors stands.
  if (!loaderData) return matches[0].meta
  const { group } = loaderData
  return pageMeta(matches, location.pathname, {
    title: group.name,
    description: group.summary,
  })
}

export default function ProductGroupPage({ loaderData }: Route.ComponentProps) {
  const { group, products } = loaderData
  return (
    <>
      <PageHeader eyebrow={catalogTexts.productsTitle} title={group.name} intro={group.summary} />
      <div className="mx-auto max-w-7xl px-4 py-12">
        {group.descriptionHtml && <RichText html={group.descriptionHtml} className="max-w-3xl text-lg" />}
        <section aria-labelledby="group-products-heading" className="mt-10">
          <h2 id="group-products-heading" className="text-2xl font-extrabold">
            {catalogTexts.groupProductsHeading(group.name)}
          </h2>
          {products.length === 0 ? (
            <p className="mt-4">{catalogTexts.noProducts}</p>
          ) : (
            <ul className={`mt-6 ${productGridClass}`}>
              {products.map((product, index) => (
                <li key={product.slug}>
                  <ProductCard product={product} eager={index < 3} />
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  )
}
