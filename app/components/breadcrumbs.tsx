import { Link, useLocation, useMatches } from 'react-router'
import { breadcrumbs, paramLabelsFromMatches } from '#app/lib/breadcrumbs.ts'

/** The breadcrumbs; labels for parameter segments come from the pages' loader data (see app/lib/breadcrumbs.ts). */
export function Breadcrumbs() {
  const { pathname } = useLocation()
  const crumbs = breadcrumbs(pathname, paramLabelsFromMatches(useMatches()))
  if (crumbs.length === 0) return null
  return (
    <nav aria-label="Breadcrumb" className="border-b border-ink/10 bg-salt">
      <ol className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-2 px-4 py-2.5 text-[0.85rem]">
        {crumbs.map((crumb, index) => {
          const current = index === crumbs.length - 1
          return (
            <li key={crumb.href} className="flex items-center gap-2">
              {index > 0 && (
                <span aria-hidden="true" className="text-ink/50">
                  /
                </span>
              )}
              <Link
                to={crumb.href}
                aria-current={current ? 'page' : undefined}
                className={
                  current ? 'font-semibold text-ink' : 'text-brand underline-offset-2 hover:underline'
                }
              >
                {crumb.label}
              </Link>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
