import { useEffect, useRef } from 'react'
import { useLocation, useOutletContext } from 'react-router'
import type { AdminDashboard } from '#domain/admin/dashboard.ts'
import { type AdminQuery, useAdminQuery } from '../use-admin-query.ts'

/**
 * The dashboard read, made once per admin page view by the frame: the navigation shows its queue counts, and the
 * dashboard screen shows all of it (through the outlet's context), so no page asks twice. Read again on every
 * route change, so a request handled a moment ago no longer counts when staff go back to the list.
 */
export function useDashboardRead(): AdminQuery<AdminDashboard> {
  const query = useAdminQuery<AdminDashboard>('/api/salt/admin/dashboard')
  const { pathname } = useLocation()
  const previous = useRef(pathname)
  const { reload } = query
  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    reload()
  }, [pathname, reload])
  return query
}

/** The frame's dashboard read, for the dashboard screen. */
export const useDashboard = () => useOutletContext<AdminQuery<AdminDashboard>>()
