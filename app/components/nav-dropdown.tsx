import { type RefObject, useEffect, useRef } from 'react'
import type { NavGroup } from '#domain/site/links.ts'
import { useMenuStore } from '#app/stores/menu.ts'
import { ChevronDownIcon } from './icons.tsx'
import { PrefetchLink } from './prefetch-link.tsx'

/**
 * A main-nav drop-down (disclosure pattern): the button toggles the list; Escape closes it and returns focus
 * to the button; arrow keys move through the links; a click or focus outside closes it.
 */
export function NavDropdown({ group }: { group: NavGroup }) {
  const open = useMenuStore((state) => state.openDropdown === group.id)
  const rootRef = useRef<HTMLLIElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelId = `nav-menu-${group.id}`
  useDropdownKeys(rootRef, buttonRef, group.id)
  useDismissOutside(rootRef, open)

  return (
    <li ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => useMenuStore.getState().toggleDropdown(group.id)}
        className="flex items-center gap-1 rounded px-1.5 py-2 text-[0.85rem] font-semibold whitespace-nowrap hover:text-brand aria-expanded:text-brand xl:px-2.5 xl:text-base"
      >
        {group.label}
        <ChevronDownIcon className={`text-sm transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul
        id={panelId}
        hidden={!open}
        className="absolute top-full left-0 z-40 mt-1 max-h-[70vh] min-w-64 overflow-y-auto rounded-md border border-ink/10 bg-white py-2 shadow-xl"
      >
        {group.links.map((link) => (
          <li key={link.href}>
            <PrefetchLink
              to={link.href}
              end
              className="block px-4 py-2 hover:bg-salt hover:text-brand aria-[current=page]:font-semibold aria-[current=page]:text-brand"
            >
              {link.label}
            </PrefetchLink>
          </li>
        ))}
      </ul>
    </li>
  )
}

function useDropdownKeys(
  rootRef: RefObject<HTMLLIElement | null>,
  buttonRef: RefObject<HTMLButtonElement | null>,
  id: string,
) {
  useEffect(() => {
    const root = rootRef.current
    if (!root) return
    const onKeyDown = (event: KeyboardEvent) => {
      const { openDropdown, openDropdownMenu, closeDropdown } = useMenuStore.getState()
      const isOpen = openDropdown === id
      if (event.key === 'Escape' && isOpen) {
        event.preventDefault()
        closeDropdown()
        buttonRef.current?.focus()
        return
      }
      if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
      event.preventDefault()
      if (!isOpen) openDropdownMenu(id)
      // The list is un-hidden by the next render; move focus once it can take it.
      requestAnimationFrame(() => moveFocus(root, event.key === 'ArrowDown' ? 1 : -1))
    }
    root.addEventListener('keydown', onKeyDown)
    return () => root.removeEventListener('keydown', onKeyDown)
  }, [rootRef, buttonRef, id])
}

function moveFocus(root: HTMLElement, step: 1 | -1) {
  const links = Array.from(root.querySelectorAll<HTMLAnchorElement>('ul a'))
  if (links.length === 0) return
  const current = links.findIndex((link) => link === document.activeElement)
  const next =
    current === -1 ? (step === 1 ? 0 : links.length - 1) : (current + step + links.length) % links.length
  links[next]?.focus()
}

function useDismissOutside(rootRef: RefObject<HTMLElement | null>, open: boolean) {
  useEffect(() => {
    if (!open) return
    const closeIfOutside = (event: Event) => {
      const target = event.target
      if (target instanceof Node && rootRef.current?.contains(target)) return
      useMenuStore.getState().closeDropdown()
    }
    document.addEventListener('pointerdown', closeIfOutside)
    document.addEventListener('focusin', closeIfOutside)
    return () => {
      document.removeEventListener('pointerdown', closeIfOutside)
      document.removeEventListener('focusin', closeIfOutside)
    }
  }, [rootRef, open])
}
