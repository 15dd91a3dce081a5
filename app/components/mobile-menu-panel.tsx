import { groupBrands, isNavGroup, mainNav } from '#domain/site/links.ts'
import { GroupBrandLink } from './brand-logos.tsx'
import { ChevronDownIcon } from './icons.tsx'
import { PrefetchLink } from './prefetch-link.tsx'
import { ProductSearch } from './product-search.tsx'

/**
 * The mobile menu's contents: the product search and the same links as the main nav, groups folded into native
 * disclosures. Loaded when the menu first opens (app/components/mobile-menu.tsx): a page's first load does not
 * carry a second copy of the navigation that only a phone's menu button shows.
 */
export default function MobileMenuPanel() {
  return (
    <>
      <ProductSearch className="mx-auto max-w-7xl px-4 pt-4" />
      <nav aria-label="Mobile" className="mx-auto max-w-7xl px-4 py-3">
        <ul className="divide-y divide-ink/10">
          {mainNav.map((item) =>
            isNavGroup(item) ? (
              <li key={item.id}>
                <details className="group">
                  <summary className="flex cursor-pointer list-none items-center justify-between py-3 font-semibold [&::-webkit-details-marker]:hidden">
                    {item.label}
                    <ChevronDownIcon className="transition-transform group-open:rotate-180" />
                  </summary>
                  <ul className="grid gap-x-4 pb-3 pl-3 sm2:grid-cols-2">
                    {item.links.map((link) => (
                      <li key={link.href}>
                        <PrefetchLink
                          to={link.href}
                          end
                          className="block py-1.5 aria-[current=page]:font-semibold aria-[current=page]:text-brand"
                        >
                          {link.label}
                        </PrefetchLink>
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            ) : (
              <li key={item.href}>
                <PrefetchLink
                  to={item.href}
                  className="block py-3 font-semibold aria-[current=page]:text-brand"
                >
                  {item.label}
                </PrefetchLink>
              </li>
            ),
          )}
        </ul>
        <p className="mt-4 mb-2 text-sm font-semibold tracking-wide text-ink/75 uppercase md:hidden">
          Our group companies
        </p>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 md:hidden">
          {groupBrands.map((brand) => (
            <li key={brand.id}>
              <GroupBrandLink brand={brand} className="underline">
                {brand.name}{' '}
              </GroupBrandLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  )
}
