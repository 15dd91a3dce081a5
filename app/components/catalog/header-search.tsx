import { useEffect, useRef } from 'react'
import { lazyPanel, useLazyPanel } from '#app/components/lazy-panel.tsx'
import { searchTexts } from '#domain/catalogue/search-texts.ts'
import { useMenuStore } from '#app/stores/menu.ts'
import { SearchIcon } from './catalog-icons.tsx'

/** Its id in the nav store, so it is one of the main nav's drop-downs: one open at a time, closed on a route change. */
const searchMenuId = 'search'

/** The field and its results: fetched when the panel first opens, or when the visitor reaches for the button. */
const searchField = lazyPanel(() => import('./header-search-field.tsx'))

/**
 * The product search on wide screens: a button at the end of the main nav opens a panel with the search field
 * (the nav fills the header row, so the field waits behind a button). Escape or a click outside closes it.
 */
export function HeaderSearch() {
  const open = useMenuStore((state) => state.openDropdown === searchMenuId)
  const rootRef = useRef<HTMLLIElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const panelRef = useRef<HTMLDivElement>(null)
  const panelId = 'header-search-panel'
  const { shown, contents } = useLazyPanel(searchField, open)

  useEffect(() => {
    if (!shown) return
    // The panel is shown by this same render; focus the field once it can take focus.
    const frame = requestAnimationFrame(() => panelRef.current?.querySelector('input')?.focus())
    return () => cancelAnimationFrame(frame)
  }, [shown])

  useEffect(() => {
    if (!open) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      useMenuStore.getState().closeDropdown()
      buttonRef.current?.focus()
    }
    const root = rootRef.current
    root?.addEventListener('keydown', closeOnEscape)
    const closeIfOutside = (event: Event) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return
      useMenuStore.getState().closeDropdown()
    }
    document.addEventListener('pointerdown', closeIfOutside)
    document.addEventListener('focusin', closeIfOutside)
    return () => {
      root?.removeEventListener('keydown', closeOnEscape)
      document.removeEventListener('pointerdown', closeIfOutside)
      document.removeEventListener('focusin', closeIfOutside)
    }
  }, [open])

  return (
    <li ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => useMenuStore.getState().toggleDropdown(searchMenuId)}
        onPointerEnter={searchField.module.prefetch}
        onFocus={searchField.module.prefetch}
        className="flex items-center rounded px-1 py-2 text-lg hover:text-brand aria-expanded:text-brand xl:px-3 xl:text-xl"
      >
        <SearchIcon />
        <span className="sr-only">{searchTexts.open}</span>
      </button>
      <div
        ref={panelRef}
        id={panelId}
        hidden={!shown}
        className="absolute top-full right-0 z-40 mt-1 w-[28rem] max-w-[calc(100vw-2rem)] rounded-md border border-ink/10 bg-white p-3 shadow-xl"
      >
        {contents}
      </div>
    </li>
  )
}
