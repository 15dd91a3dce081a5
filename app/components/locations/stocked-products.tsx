import { PrefetchLink } from '#app/components/prefetch-link.tsx'
import type { StockStatus } from '#domain/locations/hours.ts'
import { locationTexts } from '#domain/locations/texts.ts'
import { stockStatusText } from '#domain/catalogue/stock-texts.ts'

export interface StockedProductItem {
  name: string
  slug: string
  groupSlug: string
  groupName: string
  status: StockStatus
}

/** The word says the level; colour and the icon's shape (check, half disc, cross) only repeat it. */
const statusStyle: Record<StockStatus, string> = {
  in_stock: 'border-emerald-700 text-emerald-900 bg-emerald-50',
  low: 'border-amber-600 text-amber-950 bg-amber-50',
  out: 'border-slate-400 text-slate-700 bg-slate-100',
}

function StockIcon({ status }: { status: StockStatus }) {
  return (
    <svg
      viewBox="0 0 12 12"
      width="0.8em"
      height="0.8em"
      aria-hidden="true"
      focusable="false"
      className="shrink-0"
    >
      {status === 'in_stock' && (
        <path
          d="m2 6.5 2.5 2.5L10 3"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      )}
      {status === 'low' && (
        <>
          <circle cx="6" cy="6" r="4.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
          <path d="M6 1.5a4.5 4.5 0 0 0 0 9z" fill="currentColor" />
        </>
      )}
      {status === 'out' && (
        <path d="m3 3 6 6M9 3 3 9" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      )}
    </svg>
  )
}

/** The products this yard carries, by product group, each linking to its page with its stock level. */
export function StockedProducts({ products }: { products: StockedProductItem[] }) {
  const groups = new Map<string, StockedProductItem[]>()
  for (const product of products)
    groups.set(product.groupName, [...(groups.get(product.groupName) ?? []), product])
  return (
    <section aria-labelledby="location-products" className="mx-auto max-w-7xl px-4 pb-16">
      <h2 id="location-products" className="text-2xl font-extrabold">
        {locationTexts.productsHeading}
      </h2>
      {products.length === 0 ? (
        <p className="mt-3 text-ink/80">{locationTexts.noProducts}</p>
      ) : (
        <div className="mt-4 grid gap-6 md:grid-cols-2 lg2:grid-cols-3">
          {[...groups].map(([groupName, items]) => (
            <div key={groupName} className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
              <h3 className="font-bold text-brand">{groupName}</h3>
              <ul className="mt-2 divide-y divide-slate-100">
                {items.map((product) => (
                  <li key={product.slug} className="grid grid-cols-[1fr_auto] items-start gap-3 py-2">
                    <PrefetchLink
                      to={`/products/${product.groupSlug}/${product.slug}`}
                      className="font-semibold text-ink underline-offset-2 hover:text-brand hover:underline"
                    >
                      {product.name}
                    </PrefetchLink>
                    <span
                      className={`mt-0.5 inline-flex items-center gap-1 rounded border px-2 py-0.5 text-[0.75rem] font-semibold whitespace-nowrap ${statusStyle[product.status]}`}
                    >
                      <StockIcon status={product.status} />
                      {stockStatusText[product.status]}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      )}
    </section>
  )
}
