import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import type { QueueCounts, QueueCountsAnswer } from '#domain/admin/dashboard.ts'
import { useAdminQuery } from '../use-admin-query.ts'

/**
 * The queue counts beside the admin navigation's sections: read once per admin page view, and again on every route
 * change, so a request handled a moment ago no longer counts when staff go back to the list. A counts-only read
 * (three counts), not the whole dashboard.
 */
export function useQueueCounts(): QueueCounts {
  const query = useAdminQuery<QueueCountsAnswer>('/api/salt/admin/queue-counts')
  const { pathname } = useLocation()
  const previous = useRef(pathname)
  const { reload } = query
  useEffect(() => {
    if (previous.current === pathname) return
    previous.current = pathname
    reload()
  }, [pathname, reload])
  return query.data?.queues ?? {}
}
