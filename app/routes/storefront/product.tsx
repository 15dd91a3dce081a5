import type { Route } from './+types/product'
import { notFoundOrMoved } from '#app/lib/page-not-found.ts'
import { AvailabilityList } from '#app/components/catalog/availability-list.tsx'
import { CatalogImage } from '#app/components/catalog/catalog-image.tsx'
import { DocumentList } from '#app/components/catalog/document-list.tsx'
import { SpecTable } from '#app/components/catalog/spec-table.tsx'
import { UnitOptions } from '#app/components/catalog/unit-options.tsx'
import { ProductPricesGate } from '#app/components/catalog/product-prices-gate.tsx'
import { RichText } from '#app/components/content/prose.tsx'
import { PrefetchLink } from '#app/components/prefetch-link.tsx'
import { productJsonLd } from '#app/lib/product-seo.ts'
import { pageMeta, rootConfig } from '#app/lib/seo.ts'
import { catalogTexts } from '#domain/catalogue/texts.ts'

/** A published product of a published group; an unknown product, or one asked for under another group, is a 404. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const product = await context.queries.catalog.product(params.grSlug, params.prSlug)
  if (!product) return notFoundOrMoved(context, request)
  const publicPrices = await context.queries.prices.publicPrices(product.slug)
  return {
    product,
    publicPrices,
    breadcrumb: { [params.grSlug]: product.group.name, [params.prSlug]: product.name },
  }
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  // Without a product (the 404 page), the root's title for errors stands.
  if (!loaderData) return matches[0].meta
  const { product } = loaderData
  const config = rootConfig(matches)
  return pageMeta(matches, location.pathname, {
    title: product.name,
    description: product.summary,
    type: 'product',
    jsonLd: config ? [productJsonLd(product, location.pathname, config)] : [],
  })
}

const sectionHeading = 'text-xl font-extrabold text-brand-dark'

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, publicPrices } = loaderData
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <div className="grid items-start gap-10 lg:grid-cols-2">
        <div className="overflow-hidden rounded-lg border border-ink/10">
          <CatalogImage image={product.images[0] ?? null} lcp sizes="(min-width: 1024px) 50vw, 100vw" />
        </div>
        <div>
          <PrefetchLink
            to={product.group.href}
            className="font-semibold tracking-widest text-brand uppercase underline-offset-4 hover:underline"
          >
            {product.group.name}
          </PrefetchLink>
          <h1 className="mt-2 text-3xl leading-tight font-extrabold sm2:text-4xl">{product.name}</h1>
          <p className="mt-4 text-lg text-ink/85">{product.summary}</p>
          {product.units.length > 0 && (
            <div className="mt-6">
              <UnitOptions product={product} />
            </div>
          )}
          <ProductPricesGate slug={product.slug} publicPrices={publicPrices} />
        </div>
      </div>

      <div className="mt-12 grid gap-10 lg:grid-cols-3">
        <section aria-labelledby="details-heading" className="lg:col-span-2">
          <h2 id="details-heading" className={sectionHeading}>
            {catalogTexts.detailsHeading}
          </h2>
          <RichText html={product.descriptionHtml} className="mt-4" />
        </section>
        <div className="space-y-10">
          {product.specs.length > 0 && (
            <section aria-labelledby="specs-heading">
              <h2 id="specs-heading" className={sectionHeading}>
                {catalogTexts.specsHeading}
              </h2>
              <SpecTable specs={product.specs} labelledBy="specs-heading" />
            </section>
          )}
          {product.documents.length > 0 && (
            <section aria-labelledby="documents-heading">
              <h2 id="documents-heading" className={sectionHeading}>
                {catalogTexts.documentsHeading}
              </h2>
              <DocumentList documents={product.documents} />
            </section>
          )}
        </div>
      </div>

      <section aria-labelledby="availability-heading" className="mt-12">
        <h2 id="availability-heading" className={sectionHeading}>
          {catalogTexts.availabilityHeading}
        </h2>
        {product.availability.length === 0 ? (
          <p className="mt-3">{catalogTexts.noAvailability}</p>
        ) : (
          <AvailabilityList availability={product.availability} />
        )}
      </section>
    </div>
  )
}
