import { RecordLink } from '#app/components/admin/record-link.tsx'
import { Link } from 'react-router'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import type { AdminCardRequestSummary, AdminListRequestSummary } from '#domain/admin/customers/answers.ts'
import { adminPath } from '#domain/admin/sections.ts'
import { formatPrintedDateTime } from '#domain/salt-card/transaction-format.ts'
import { noCardRequestsText, noListRequestsText } from '#domain/admin/customers/texts.ts'
import { RequestStatusBadge } from './badges.tsx'
import { cardListClass } from '#app/components/ui/table.tsx'

const listKindLabels: Record<AdminListRequestSummary['kind'], string> = {
  myList: 'My List',
  listLogin: 'My List (signed in on sending)',
  newAccount: 'My List with a new account',
}

const day = (iso: string) => formatPrintedDateTime(iso).date
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/** The customer's card requests and list requests, read-only here; each links to where staff act on it. */
export function RequestsPanel({
  cardRequests,
  listRequests,
}: {
  cardRequests: AdminCardRequestSummary[]
  listRequests: AdminListRequestSummary[]
}) {
  const { brandPrefix } = usePublicConfig()
  const open = cardRequests.some((request) => request.status === 'new')
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div className="flex flex-col gap-2">
        <h3 className="text-[1.1rem] font-bold text-brand-dark">Card requests</h3>
        {cardRequests.length === 0 ? (
          <p>{noCardRequestsText}</p>
        ) : (
          <ul className={cardListClass}>
            {cardRequests.map((request) => (
              <li key={request.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                <span className="font-semibold">
                  #{request.id} · {plural(request.quantity, 'card')}
                </span>
                <span className="text-[0.9rem] text-slate-700">asked {day(request.createdAt)}</span>
                <RequestStatusBadge status={request.status} />
                {request.fulfilledAt && (
                  <span className="text-[0.9rem] text-slate-700">
                    {day(request.fulfilledAt)}
                    {request.fulfilledByName && ` by ${request.fulfilledByName}`}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
        {open && (
          <Link
            to={`${adminPath('cardrequests', brandPrefix)}?status=new`}
            className="w-fit font-semibold text-brand underline underline-offset-2"
          >
            Fulfil it in Card requests
          </Link>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="text-[1.1rem] font-bold text-brand-dark">List requests</h3>
        {listRequests.length === 0 ? (
          <p>{noListRequestsText}</p>
        ) : (
          <ul className={cardListClass}>
            {listRequests.map((request) => (
              <li key={request.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
                <RecordLink
                  kind="listrequests"
                  id={request.id}
                  className="font-semibold text-brand underline underline-offset-2"
                >
                  #{request.id} {listKindLabels[request.kind]}
                </RecordLink>
                <span className="text-[0.9rem] text-slate-700">
                  {plural(request.itemCount, 'item')} · {day(request.createdAt)}
                </span>
                <RequestStatusBadge status={request.status} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
