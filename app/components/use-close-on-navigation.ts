import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { useMenuStore } from '#app/stores/menu.ts'
import { usePopupStore } from '#app/stores/popup.ts'

/**
 * Popups, the nav menus and the My List sidebar close on every route change. Only a new path counts:
 * the first render is not a change (the urgent notice opens then), nor is a query-string update on the same page.
 */
export function useCloseOnNavigation() {
  const { pathname } = useLocation()
  const previous = useRef(pathname)
  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    usePopupStore.getState().close()
    useMenuStore.getState().closeAll()
  }, [pathname])
}
