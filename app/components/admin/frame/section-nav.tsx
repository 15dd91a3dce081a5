import { useId } from 'react'
import { NavLink, useLocation } from 'react-router'
import { ChevronDownIcon } from '#app/components/icons.tsx'
import { Badge } from '#app/components/ui/badge.tsx'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import { useDisclosure } from '#app/components/use-disclosure.ts'
import { staffRoleNames, staffRoleOf } from '#domain/account/access.ts'
import { type AdminSectionKind, sectionsForLevel } from '#domain/admin/sections.ts'
import { dashboardTitle, newItemsText, sectionsMenuText } from '#domain/admin/texts.ts'
import { useSaltAdminStore } from '#app/stores/salt-admin.ts'

interface NavEntry {
  to: string
  title: string
  /** New items in the section's queue; undefined where the section is no queue (or the level may not open it). */
  count: number | undefined
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex items-center justify-between gap-2 rounded px-3 py-2 font-semibold focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none ${
    isActive ? 'bg-brand text-white' : 'text-brand hover:bg-salt'
  }`

/**
 * The sections the signed-in level may open, with the new items beside each queue. From 768 px a side column; on a
 * phone a button that names the section you are in and shows the list below it, because a strip of thirteen links
 * clipped at the screen's edge hid both where you are and what else there is.
 */
export function SectionNav({ counts }: { counts: Partial<Record<AdminSectionKind, number>> }) {
  const { brandPrefix } = usePublicConfig()
  const { pathname } = useLocation()
  const account = useSaltAdminStore((state) => state.account)
  const level = account?.active ?? 0
  const role = staffRoleOf(level)
  const listId = useId()
  const { open, button, toggle, close } = useDisclosure()
  const home: NavEntry = { to: '/admin/', title: dashboardTitle, count: undefined }
  const entries: NavEntry[] = [
    home,
    ...sectionsForLevel(level, brandPrefix).map((section) => ({
      to: `/admin/${section.slug}`,
      title: section.title,
      count: counts[section.kind],
    })),
  ]
  const segment = /^\/admin\/([^/]+)/.exec(pathname)?.[1]
  const current = entries.find((entry) => entry.to === `/admin/${segment}`) ?? home
  const waiting = entries.reduce((sum, entry) => sum + (entry.count ?? 0), 0)
  return (
    <nav aria-label="Admin" className="md:w-56 md:shrink-0">
      {account && (
        <p className="mb-2 hidden text-[0.85rem] text-slate-700 md:block">
          {account.name}
          {role && <span className="block font-semibold">{staffRoleNames[role]}</span>}
        </p>
      )}
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggle}
        className="flex w-full items-center gap-2 rounded border-2 border-brand px-3 py-2 text-left font-semibold text-brand focus-visible:ring-2 focus-visible:ring-brand/40 focus-visible:outline-none md:hidden"
      >
        <span className="min-w-0 flex-1 truncate">{sectionsMenuText(current.title)}</span>
        {waiting > 0 && <Badge tone="waiting">{newItemsText(waiting)}</Badge>}
        <ChevronDownIcon className={`shrink-0 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul id={listId} className={`${open ? 'flex' : 'hidden'} mt-2 flex-col gap-1 md:mt-0 md:flex`}>
        {entries.map((entry) => (
          <li key={entry.to}>
            <NavLink
              to={entry.to}
              end={entry.to === '/admin/'}
              className={linkClass}
              onClick={() => {
                close()
                // The list hides under the chosen link; the button, now naming the new section, keeps the focus.
                button.current?.focus()
              }}
            >
              {entry.title}
              {entry.count !== undefined && entry.count > 0 && (
                <Badge tone="waiting">{newItemsText(entry.count)}</Badge>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
