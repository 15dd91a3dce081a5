import { useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'

/**
 * A button that shows and hides a list of pages (a disclosure, not a modal menu): open on the page it was opened on
 * only, so a route change closes it as every menu closes on navigation; Escape closes it and puts the focus back on
 * its button, where the keyboard left off.
 */
export function useDisclosure() {
  const { pathname } = useLocation()
  const [openOn, setOpenOn] = useState<string | null>(null)
  const open = openOn === pathname
  const button = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!open) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpenOn(null)
      button.current?.focus()
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [open])
  return {
    open,
    button,
    toggle: () => setOpenOn(open ? null : pathname),
    close: () => setOpenOn(null),
  }
}
