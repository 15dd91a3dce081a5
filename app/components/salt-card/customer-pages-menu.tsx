import { useId } from 'react'
import { NavLink, useLocation } from 'react-router'
import { ChevronDownIcon } from '#app/components/icons.tsx'
import { useDisclosure } from '#app/components/use-disclosure.ts'
import { useSaltStore } from '#app/stores/salt.ts'
import { accountLinkClass, customerPagesFor } from './customer-pages.ts'

const pageLink = ({ isActive }: { isActive: boolean }) =>
  `${accountLinkClass} ${isActive ? 'text-ink underline decoration-accent decoration-2 underline-offset-4' : ''}`

/**
 * The customer area's pages: a row of links from 576 px up; below, a button that names the page you are on and opens
 * the list, because a strip of six links clipped at the screen's edge hid both where you are and what else there is.
 */
export function CustomerPagesMenu() {
  const pages = useCustomerPages()
  return (
    <>
      <ul className="-my-1 hidden min-w-0 items-center gap-x-3 overflow-x-auto py-1 [scrollbar-width:thin] sm2:flex">
        {pages.map((page) => (
          <li key={page.href}>
            <NavLink to={page.href} end className={pageLink}>
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
      <PhonePagesMenu />
    </>
  )
}

/** The pages of the signed-in login's role (an owner's until the profile says otherwise). */
function useCustomerPages() {
  const role = useSaltStore((state) => state.account?.login.role ?? 'owner')
  return customerPagesFor(role)
}

function PhonePagesMenu() {
  const pages = useCustomerPages()
  const { pathname } = useLocation()
  const listId = useId()
  const { open, button, toggle, close } = useDisclosure()
  const current = pages.find((page) => page.href === pathname)
  return (
    <div className="relative min-w-0 sm2:hidden">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={toggle}
        className={`${accountLinkClass} flex max-w-full items-center gap-1`}
      >
        <span className="truncate">{current?.label ?? pages[0]?.label}</span>
        <span className="sr-only">, account pages</span>
        <ChevronDownIcon className={`shrink-0 text-sm transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute top-full left-0 z-40 mt-2 min-w-56 rounded-md border border-ink/10 bg-white py-2 shadow-xl"
      >
        {pages.map((page) => (
          <li key={page.href}>
            <NavLink
              to={page.href}
              end
              onClick={close}
              className="block px-4 py-2 font-semibold text-brand hover:bg-salt aria-[current=page]:text-ink aria-[current=page]:underline aria-[current=page]:decoration-accent aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-4"
            >
              {page.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
