import { useEffect, useRef } from 'react'
import { groupBrands, isNavGroup, mainNav } from '#app/lib/site-links.ts'
import { useNavStore } from '#app/stores/nav.ts'
import { GroupBrandLink } from './brand-logos.tsx'
import { ChevronDownIcon, CloseIcon, MenuIcon } from './icons.tsx'
import { PrefetchLink } from './prefetch-link.tsx'
import { ProductSearch } from './product-search.tsx'

const mobileMenuId = 'mobile-menu'

/** The hamburger button, shown at 992 px and narrower. */
export function MobileMenuButton() {
  const open = useNavStore((state) => state.mobileMenuOpen)
  const toggle = useNavStore((state) => state.toggleMobileMenu)
  return (
    <button
      type="button"
      id="mobile-menu-button"
      aria-expanded={open}
      aria-controls={mobileMenuId}
      onClick={toggle}
      className="flex items-center gap-2 rounded border border-ink/20 px-3 py-2 font-semibold nav-desktop:hidden"
    >
      {open ? <CloseIcon /> : <MenuIcon />}
      Menu
    </button>
  )
}

/** The same links as the main nav, groups folded into native disclosures; Escape closes the menu. */
export function MobileMenu() {
  const open = useNavStore((state) => state.mobileMenuOpen)
  const panelRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const panel = panelRef.current
    if (!open || !panel) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      useNavStore.getState().closeMobileMenu()
      document.getElementById('mobile-menu-button')?.focus()
    }
    panel.addEventListener('keydown', onKeyDown)
    return () => panel.removeEventListener('keydown', onKeyDown)
  }, [open])

  return (
    <div
      ref={panelRef}
      id={mobileMenuId}
      hidden={!open}
      className="border-t border-ink/10 bg-white nav-desktop:hidden"
    >
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
    </div>
  )
}
