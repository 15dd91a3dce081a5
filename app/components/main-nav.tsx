import { isNavGroup, mainNav } from '#domain/site/links.ts'
import { HeaderSearch } from './catalog/header-search.tsx'
import { NavDropdown } from './nav-dropdown.tsx'
import { PrefetchLink } from './prefetch-link.tsx'

/** The main nav for wide screens; narrower screens get the mobile menu. */
export function MainNav() {
  return (
    <nav aria-label="Main" className="hidden nav-desktop:block">
      <ul className="flex items-center xl:gap-1">
        {mainNav.map((item) =>
          isNavGroup(item) ? (
            <NavDropdown key={item.id} group={item} />
          ) : (
            <li key={item.href}>
              <PrefetchLink
                to={item.href}
                className="block rounded px-1.5 py-2 text-[0.85rem] font-semibold whitespace-nowrap hover:text-brand xl:px-2.5 xl:text-base aria-[current=page]:text-brand aria-[current=page]:underline aria-[current=page]:decoration-accent aria-[current=page]:decoration-3 aria-[current=page]:underline-offset-8"
              >
                {item.label}
              </PrefetchLink>
            </li>
          ),
        )}
        <HeaderSearch />
      </ul>
    </nav>
  )
}
