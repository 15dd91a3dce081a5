import { Link } from 'react-router'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import { adminTitle } from '#app/lib/texts/auth.ts'
import { useSaltAdminStore } from '#app/stores/salt-admin.ts'
import type { Route } from './+types/dashboard'
import { adminSections } from './sections.ts'

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${adminTitle} | ${matches[0].loaderData.publicConfig.brandName}` },
]

/** /admin/: the staff home, linking every admin section. */
export default function Dashboard() {
  const { brandPrefix } = usePublicConfig()
  // The saltadmin layout shows this page only once an admin's profile is loaded.
  const account = useSaltAdminStore((state) => state.account)
  if (!account) return null
  return (
    <section className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-10">
      <header className="flex flex-col gap-1">
        <h1 className="text-[2rem] font-bold text-brand-dark">{adminTitle}</h1>
        <p className="text-[1.1rem]">Signed in as {account.name}</p>
      </header>
      <nav aria-label="Admin sections">
        <ul className="grid gap-3 sm2:grid-cols-2 lg:grid-cols-3">
          {adminSections(brandPrefix).map((section) => (
            <li key={section.slug}>
              <Link
                to={`/admin/${section.slug}`}
                className="block rounded border-2 border-slate-200 px-4 py-4 font-semibold text-brand hover:border-brand hover:bg-salt focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none"
              >
                {section.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  )
}
