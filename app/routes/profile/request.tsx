import { Link, useParams } from 'react-router'
import { OrderAgain } from '#app/components/requests/order-again.tsx'
import { OrderNavStatus } from '#app/components/requests/order-nav-status.tsx'
import { OrderTimeline } from '#app/components/requests/order-timeline.tsx'
import { QuoteActions } from '#app/components/requests/quote-actions.tsx'
import { QuoteVersion } from '#app/components/requests/quote-version.tsx'
import { useRequest } from '#app/components/requests/use-request.ts'
import { Notice } from '#app/components/ui/notice.tsx'
import { pageSection, pageTitle } from '#app/components/ui/page.ts'
import { apiGet } from '#app/lib/api-client.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { formatTorontoDateTime } from '#domain/kernel/shop-time/format.ts'
import { isPastOrder } from '#domain/orders/past-orders.ts'
import type { CustomerRequestDetail } from '#domain/quotes/answers.ts'
import {
  acceptedText,
  quoteNotFoundText,
  requestStateLabels,
  requestsPageTitle,
} from '#domain/quotes/texts.ts'
import type { Route } from './+types/request'

export const meta: Route.MetaFunction = ({ matches, location, params }) =>
  pageMeta(matches, location.pathname, {
    title: `Request #${params.id}`,
    description: 'Your delivery request, its quote and its order.',
    noindex: true,
  })

/** /profile/requests/:id (ADR 0032): what was asked, every quote version and message, accept or ask, the order. */
export default function Request() {
  const id = useParams().id ?? ''
  const { load, replace } = useRequest(id)
  return (
    <section className={pageSection}>
      <p>
        <Link className="text-brand underline" to="/profile/requests">
          {requestsPageTitle}
        </Link>
      </p>
      <h1 className={pageTitle}>Request #{id}</h1>
      {load.state === 'loading' && <p role="status">Loading the request…</p>}
      {load.state === 'failed' && (
        <Notice tone="error">
          {load.notFound ? quoteNotFoundText : 'The request could not be loaded. Please reload the page.'}
        </Notice>
      )}
      {load.state === 'ready' && (
        <RequestBody
          request={load.request}
          onChanged={replace}
          reload={() => apiGet(`/api/salt/requests/${load.request.id}`)}
        />
      )}
    </section>
  )
}

interface RequestBodyProps {
  request: CustomerRequestDetail
  onChanged: (request: CustomerRequestDetail) => void
  reload: () => Promise<CustomerRequestDetail>
}

function RequestBody({ request, onChanged, reload }: RequestBodyProps) {
  const { quote, order } = request
  const latest = quote?.versions[0]
  const mayAccept = request.mayAct && latest && !latest.expired && quote?.status !== 'accepted'
  return (
    <>
      <p>
        Sent {formatTorontoDateTime(request.createdAt)} · <strong>{requestStateLabels[request.state]}</strong>
      </p>
      <ul className="list-disc pl-6">
        {request.items.map((item, index) => (
          <li key={index}>
            {item.productName}, {item.unitName}: {item.quantity}
          </li>
        ))}
      </ul>
      {order && (
        <OrderTimeline order={order} ticketHref={`/profile/requests/${request.id}/ticket`}>
          {order.status === 'confirmed' && <Notice tone="success">{acceptedText}</Notice>}
          <OrderNavStatus nav={order.nav} />
          {isPastOrder(order.status) && <OrderAgain requestId={request.id} />}
        </OrderTimeline>
      )}
      {latest && (
        <section aria-labelledby="quote-heading" className="flex flex-col gap-4">
          <h2 id="quote-heading" className="text-xl font-bold">
            Quote, version {latest.number}
          </h2>
          <QuoteVersion version={latest} />
          {mayAccept && (
            <QuoteActions request={request} version={latest.number} onChanged={onChanged} reload={reload} />
          )}
          {latest.expired && quote?.status !== 'accepted' && (
            <Notice tone="info">
              This quote has expired. Ask for changes and we will send you a new version.
            </Notice>
          )}
        </section>
      )}
      {quote && (quote.versions.length > 1 || quote.messages.length > 0) && (
        <section aria-labelledby="history-heading" className="flex flex-col gap-4">
          <h2 id="history-heading" className="text-xl font-bold">
            History
          </h2>
          <ul className="flex flex-col gap-2">
            {quote.messages.map((message, index) => (
              <li key={index}>
                <strong>{message.authorName}</strong> on version {message.versionNumber},{' '}
                {formatTorontoDateTime(message.createdAt)}: “{message.body}”
              </li>
            ))}
          </ul>
          {quote.versions.slice(1).map((version) => (
            <details key={version.number} className="rounded border border-slate-200 p-3">
              <summary className="cursor-pointer font-semibold">
                Version {version.number} (sent {formatTorontoDateTime(version.createdAt)}, superseded)
              </summary>
              <QuoteVersion version={version} />
            </details>
          ))}
        </section>
      )}
    </>
  )
}
