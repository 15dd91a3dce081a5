import { PrefetchLink } from '#app/components/prefetch-link.tsx'
import { formatUnitQuantity } from '#domain/catalogue/unit-quantity.ts'
import { catalogTexts } from '#domain/catalogue/texts.ts'
import type { ProductSummary } from '#server/services/catalog/types.ts'
import { CatalogImage } from './catalog-image.tsx'

/** A product on its group's page: picture, name (the link, stretched over the card), summary and how it is sold. */
export function ProductCard({ product, eager }: { product: ProductSummary; eager: boolean }) {
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-lg border border-ink/10 bg-white shadow-sm transition-shadow focus-within:shadow-lg hover:shadow-lg">
      <CatalogImage image={product.image} eager={eager} className="aspect-[4/3] object-cover" />
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg leading-snug font-bold">
          <PrefetchLink
            to={product.href}
            className="text-ink after:absolute after:inset-0 hover:text-brand hover:underline focus-visible:outline-none"
          >
            {product.name}
          </PrefetchLink>
        </h3>
        <p className="mt-2 flex-1 text-[0.95rem] text-ink/85">{product.summary}</p>
        {product.units.length > 0 && (
          <p className="mt-4 text-sm text-ink/75">
            <span className="font-semibold">{catalogTexts.minimumHeading}:</span>{' '}
            {product.units
              .map((unit) => formatUnitQuantity(unit.minQty, unit.unitName, unit.customSize))
              .join(' or ')}
          </p>
        )}
      </div>
    </article>
  )
}
