import { Link, useParams } from 'react-router'
import { DownloadButton } from '#app/components/documents/download-button.tsx'
import { FieldList } from '#app/components/documents/field-list.tsx'
import { useAccountData } from '#app/components/documents/use-account-data.ts'
import { Notice } from '#app/components/ui/notice.tsx'
import { pageSection, pageTitle } from '#app/components/ui/page.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { pageTitles } from '#domain/salt-card/texts.ts'
import type { PickupTicket } from '#domain/tickets/answers.ts'
import {
  pickupTicketFields,
  pickupTicketTitle,
  ticketLoadFailedText,
  ticketNotFoundText,
  ticketPdfLinkText,
  timesNote,
} from '#domain/tickets/texts.ts'
import type { Route } from './+types/ticket'

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, location.pathname, {
    title: 'Pickup ticket',
    description: 'The e-ticket of a Salt Card pickup.',
    noindex: true,
  })

/** /profile/tickets/:transactionId: one pickup's e-ticket, with its PDF. */
export default function Ticket() {
  const id = useParams().transactionId ?? ''
  const load = useAccountData<PickupTicket>(`/api/salt/tickets/${encodeURIComponent(id)}`)
  return (
    <section className={pageSection}>
      <p>
        <Link className="text-brand underline" to="/profile/salt-transaction">
          {pageTitles.transactions}
        </Link>
      </p>
      <h1 className={pageTitle}>
        {load.state === 'ready' ? pickupTicketTitle(load.data.ticketNo) : 'Pickup ticket'}
      </h1>
      {load.state === 'loading' && <p role="status">Loading the ticket…</p>}
      {load.state === 'failed' && (
        <Notice tone="error">{load.notFound ? ticketNotFoundText : ticketLoadFailedText}</Notice>
      )}
      {load.state === 'ready' && (
        <>
          <p className="text-[0.9rem] text-slate-700">{timesNote}</p>
          <FieldList rows={pickupTicketFields(load.data)} />
          <DownloadButton
            path={`/api/salt/tickets/${load.data.transactionId}/pdf`}
            label={ticketPdfLinkText}
            fallbackName="pickup-ticket.pdf"
          />
        </>
      )}
    </section>
  )
}
