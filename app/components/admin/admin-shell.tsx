import { NavLink, Outlet } from 'react-router'
import { staffRoleNames, staffRoleOf } from '#domain/account/access.ts'
import { sectionsForLevel } from '#domain/admin/sections.ts'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import { useSaltAdminStore } from '#app/stores/salt-admin.ts'

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded px-3 py-2 font-semibold whitespace-nowrap focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none ${
    isActive ? 'bg-brand text-white' : 'text-brand hover:bg-salt'
  }`

/**
 * The admin frame inside the site chrome: a side navigation with the sections the signed-in level may open (a
 * scrolling row on phones), and the screen. Shown only once the layout's guard let the admin in.
 */
export function AdminShell() {
  const { brandPrefix } = usePublicConfig()
  const account = useSaltAdminStore((state) => state.account)
  const level = account?.active ?? 0
  const role = staffRoleOf(level)
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-3 py-4 md:flex-row md:gap-8 md:px-4 md:py-8">
      <nav aria-label="Admin" className="md:w-52 md:shrink-0">
        {account && (
          <p className="mb-2 hidden text-[0.85rem] text-slate-700 md:block">
            {account.name}
            {role && <span className="block font-semibold">{staffRoleNames[role]}</span>}
          </p>
        )}
        <ul className="-mx-3 flex gap-1 overflow-x-auto px-3 pb-1 md:mx-0 md:flex-col md:overflow-visible md:px-0">
          <li>
            <NavLink to="/admin/" end className={linkClass}>
              Dashboard
            </NavLink>
          </li>
          {sectionsForLevel(level, brandPrefix).map((section) => (
            <li key={section.kind}>
              <NavLink to={`/admin/${section.slug}`} className={linkClass}>
                {section.title}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  )
}
