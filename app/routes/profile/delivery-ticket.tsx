import { Link, useParams } from 'react-router'
import { DownloadButton } from '#app/components/documents/download-button.tsx'
import { FieldList } from '#app/components/documents/field-list.tsx'
import { useAccountData } from '#app/components/documents/use-account-data.ts'
import { Notice } from '#app/components/ui/notice.tsx'
import { pageSection, pageTitle } from '#app/components/ui/page.ts'
import { pageMeta } from '#app/lib/seo.ts'
import type { DeliveryTicket as Ticket } from '#domain/tickets/answers.ts'
import {
  deliveryLineText,
  deliveryTicketFields,
  deliveryTicketNotFoundText,
  deliveryTicketTitle,
  ticketLoadFailedText,
  ticketPdfLinkText,
  timesNote,
} from '#domain/tickets/texts.ts'
import type { Route } from './+types/delivery-ticket'

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location.pathname, {
    title: 'Delivery ticket',
    description: 'The delivery ticket of an order.',
    noindex: true,
  })

/** /profile/requests/:id/ticket: the delivery ticket of the request's delivered order, with its PDF. */
export default function DeliveryTicket() {
  const id = useParams().id ?? ''
  const load = useAccountData<Ticket>(`/api/salt/requests/${encodeURIComponent(id)}/ticket`)
  return (
    <section className={pageSection}>
      <p>
        <Link className="text-brand underline" to={`/profile/requests/${encodeURIComponent(id)}`}>
          Request #{id}
        </Link>
      </p>
      <h1 className={pageTitle}>
        {load.state === 'ready' ? deliveryTicketTitle(load.data.ticketNo) : 'Delivery ticket'}
      </h1>
      {load.state === 'loading' && <p role="status">Loading the ticket…</p>}
      {load.state === 'failed' && (
        <Notice tone="error">{load.notFound ? deliveryTicketNotFoundText : ticketLoadFailedText}</Notice>
      )}
      {load.state === 'ready' && (
        <>
          <p className="text-[0.9rem] text-slate-700">{timesNote}</p>
          <FieldList rows={deliveryTicketFields(load.data)} />
          <h2 className="text-xl font-bold">Ordered</h2>
          <ul className="list-disc pl-6">
            {load.data.lines.map((line, index) => (
              <li key={index}>{deliveryLineText(line)}</li>
            ))}
          </ul>
          <DownloadButton
            path={`/api/salt/requests/${load.data.requestId}/ticket/pdf`}
            label={ticketPdfLinkText}
            fallbackName="delivery-ticket.pdf"
          />
        </>
      )}
    </section>
  )
}
