import { useEffect, useRef } from 'react'
import { useMenuStore } from '#app/stores/menu.ts'
import { CloseIcon, MenuIcon } from './icons.tsx'
import { lazyPanel, useLazyPanel } from './lazy-panel.tsx'

const mobileMenuId = 'mobile-menu'

/** The menu's contents: fetched when it first opens, or when the visitor reaches for the button. */
const mobileMenuPanel = lazyPanel(() => import('./mobile-menu-panel.tsx'))

/** The hamburger button, shown at 992 px and narrower. */
export function MobileMenuButton() {
  const open = useMenuStore((state) => state.mobileMenuOpen)
  const toggle = useMenuStore((state) => state.toggleMobileMenu)
  return (
    <button
      type="button"
      id="mobile-menu-button"
      aria-expanded={open}
      aria-controls={mobileMenuId}
      onClick={toggle}
      onPointerEnter={mobileMenuPanel.module.prefetch}
      onFocus={mobileMenuPanel.module.prefetch}
      className="flex items-center gap-2 rounded border border-ink/20 px-3 py-2 font-semibold nav-desktop:hidden"
    >
      {open ? <CloseIcon /> : <MenuIcon />}
      {/* Below 360 px the logo and the word do not fit side by side: the icon stays, the word is still its name. */}
      <span className="max-[359px]:sr-only">Menu</span>
    </button>
  )
}

/** The menu under the header at 992 px and narrower; it opens once its contents are here. Escape closes it. */
export function MobileMenu() {
  const open = useMenuStore((state) => state.mobileMenuOpen)
  const { shown, contents } = useLazyPanel(mobileMenuPanel, open)
  const panelRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const panel = panelRef.current
    if (!shown || !panel) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      useMenuStore.getState().closeMobileMenu()
      document.getElementById('mobile-menu-button')?.focus()
    }
    panel.addEventListener('keydown', onKeyDown)
    return () => panel.removeEventListener('keydown', onKeyDown)
  }, [shown])

  return (
    <div
      ref={panelRef}
      id={mobileMenuId}
      hidden={!shown}
      className="border-t border-ink/10 bg-white nav-desktop:hidden"
    >
      {contents}
    </div>
  )
}
