import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { Notice } from '#app/components/ui/notice.tsx'
import { pageSection, pageTitle } from '#app/components/ui/page.ts'
import { TableScroller, cellClass, tableClass } from '#app/components/ui/table.tsx'
import { apiGet } from '#app/lib/api-client.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { formatTorontoDateTime } from '#domain/kernel/shop-time/format.ts'
import { orderStatusLabels } from '#domain/orders/texts.ts'
import type { CustomerRequestRow } from '#domain/quotes/answers.ts'
import {
  noRequestsText,
  requestStateLabels,
  requestsIntroText,
  requestsPageTitle,
} from '#domain/quotes/texts.ts'
import { formatCents } from '#domain/salt-card/load-amount.ts'
import type { Route } from './+types/requests'

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location.pathname, {
    title: requestsPageTitle,
    description: 'Your delivery requests, quotes and orders.',
    noindex: true,
  })

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; items: CustomerRequestRow[] }

/** /profile/requests (ADR 0032): the account's requests with their quote and order, newest first. */
export default function Requests() {
  const [load, setLoad] = useState<Load>({ state: 'loading' })
  useEffect(() => {
    const controller = new AbortController()
    apiGet<{ items: CustomerRequestRow[] }>('/api/salt/requests', { signal: controller.signal })
      .then(({ items }) => setLoad({ state: 'ready', items }))
      .catch(() => !controller.signal.aborted && setLoad({ state: 'failed' }))
    return () => controller.abort()
  }, [])
  return (
    <section className={pageSection}>
      <h1 className={pageTitle}>{requestsPageTitle}</h1>
      <p className="max-w-3xl">{requestsIntroText}</p>
      {load.state === 'loading' && <p role="status">Loading your requests…</p>}
      {load.state === 'failed' && (
        <Notice tone="error">Your requests could not be loaded. Please reload the page.</Notice>
      )}
      {load.state === 'ready' && load.items.length === 0 && <Notice tone="info">{noRequestsText}</Notice>}
      {load.state === 'ready' && load.items.length > 0 && (
        <TableScroller label={requestsPageTitle}>
          <table className={tableClass}>
            <thead>
              <tr>
                <th className={cellClass}>Request</th>
                <th className={cellClass}>Sent</th>
                <th className={cellClass}>Status</th>
                <th className={`${cellClass} text-right`}>Quote total</th>
                <th className={cellClass}>Order</th>
              </tr>
            </thead>
            <tbody>
              {load.items.map((row) => (
                <tr key={row.id}>
                  <td className={cellClass}>
                    <Link className="font-semibold text-brand underline" to={`/profile/requests/${row.id}`}>
                      Request #{row.id}
                    </Link>{' '}
                    ({row.itemCount} {row.itemCount === 1 ? 'item' : 'items'})
                  </td>
                  <td className={cellClass}>{formatTorontoDateTime(row.createdAt)}</td>
                  <td className={cellClass}>{requestStateLabels[row.state]}</td>
                  <td className={`${cellClass} text-right`}>
                    {row.quoteTotalCents === null ? '—' : formatCents(row.quoteTotalCents)}
                  </td>
                  <td className={cellClass}>
                    {row.orderNo ? `${row.orderNo}: ${orderStatusLabels[row.orderStatus!]}` : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroller>
      )}
    </section>
  )
}
