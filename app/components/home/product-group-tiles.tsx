import { PrefetchLink } from '#app/components/prefetch-link.tsx'
import { productGroupLinks } from '#domain/site/links.ts'
import { ArrowRightIcon } from '#app/components/icons.tsx'
import { ProductArt } from './product-art.tsx'
import { productGridClass } from '#app/components/ui/product-grid.ts'

const summaries: Record<string, string> = {
  '/products/bulk-salt': 'Treated and untreated rock salt by the tonne, loaded at the yard or delivered.',
  '/products/bulk-sacks': 'One-tonne tote bags for sites that need salt on hand without a storage dome.',
  '/products/bagged-salt': 'Ice melters and rock salt in easy-to-carry bags, by the bag or by the skid.',
  '/products/liquid-de-icing':
    'Brine and blended liquids for anti-icing and pre-wetting to make salt go further.',
  '/products/salt-storage': 'Bins, domes and covers that keep your salt dry and your site compliant.',
}

/** The five product groups (the original site's grid: 3 columns, 2 at 1024 px or less, 1 at 768 px or less). */
export function ProductGroupTiles() {
  return (
    <section aria-labelledby="home-products" className="mx-auto max-w-7xl px-4 py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="font-semibold tracking-widest text-brand uppercase">Products</p>
          <h2 id="home-products" className="mt-1 text-3xl font-extrabold">
            Everything you need to keep surfaces safe
          </h2>
        </div>
        <PrefetchLink
          to="/products"
          className="inline-flex items-center gap-2 font-semibold text-brand hover:underline"
        >
          All products &amp; services <ArrowRightIcon />
        </PrefetchLink>
      </div>
      <ul className={`mt-8 ${productGridClass}`}>
        {productGroupLinks.map((group) => {
          const slug = group.href.split('/').at(-1) ?? ''
          return (
            <li key={group.href}>
              <PrefetchLink
                to={group.href}
                className="group flex h-full flex-col overflow-hidden rounded-lg border border-ink/10 bg-white shadow-sm transition-shadow hover:shadow-lg"
              >
                <div className="bg-salt px-8 py-6">
                  <ProductArt
                    slug={slug}
                    className="mx-auto h-32 w-auto transition-transform group-hover:scale-105"
                  />
                </div>
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-xl font-bold text-brand">{group.label}</h3>
                  <p className="mt-2 flex-1">{summaries[group.href]}</p>
                  <span className="mt-4 inline-flex items-center gap-2 font-semibold text-brand group-hover:underline">
                    View products <ArrowRightIcon />
                  </span>
                </div>
              </PrefetchLink>
            </li>
          )
        })}
        <li>
          <PrefetchLink
            to="/delivery-service"
            className="flex h-full flex-col justify-between rounded-lg bg-brand-dark p-8 text-white shadow-sm hover:bg-brand"
          >
            <span>
              <span className="block text-sm font-semibold tracking-widest text-accent uppercase">
                Services
              </span>
              <span className="mt-2 block text-2xl font-bold">Need it delivered, or spread for you?</span>
              <span className="mt-3 block text-white/90">
                Scheduled delivery across Ontario, plus supply-and-spread contracts for parking lots and
                roads.
              </span>
            </span>
            <span className="mt-6 inline-flex items-center gap-2 font-semibold text-accent">
              Delivery services <ArrowRightIcon />
            </span>
          </PrefetchLink>
        </li>
      </ul>
    </section>
  )
}
