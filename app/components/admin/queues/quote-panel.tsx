import { useAdminQuery } from '#app/components/admin/use-admin-query.ts'
import { QuoteVersion } from '#app/components/requests/quote-version.tsx'
import { Notice } from '#app/components/ui/notice.tsx'
import type { ListRequestItem } from '#domain/admin/queues/list-request-schemas.ts'
import { formatTorontoDateTime } from '#domain/kernel/shop-time/format.ts'
import type { QuoteView } from '#domain/quotes/answers.ts'
import { DetailSection } from './detail-rows.tsx'
import { QuoteEditor } from './quote-editor.tsx'

/** The quote of a list request (ADR 0032): the latest version, the customer's messages, and the next version's form. */
export function QuotePanel({ requestId, items }: { requestId: number; items: ListRequestItem[] }) {
  const query = useAdminQuery<{ quote: QuoteView | null }>(`/api/salt/admin/listrequests/${requestId}/quote`)
  if (query.error) return <Notice tone="error">The quote could not be loaded. Reload the page.</Notice>
  if (!query.data) return <p role="status">Loading the quote…</p>
  const { quote } = query.data
  const latest = quote?.versions[0]
  return (
    <DetailSection title="Quote">
      {quote?.status === 'accepted' && (
        <Notice tone="success">Version {quote.latestVersion} was accepted.</Notice>
      )}
      {latest && (
        <>
          <h3 className="font-bold">
            Version {latest.number}, sent {formatTorontoDateTime(latest.createdAt)}
            {latest.mailedAt === null && ' (waits for the Salt Card application)'}
          </h3>
          <QuoteVersion version={latest} />
        </>
      )}
      {quote?.messages.map((message, index) => (
        <p key={index} className="rounded bg-salt p-2">
          <strong>{message.authorName}</strong> asks for changes to version {message.versionNumber}: “
          {message.body}”
        </p>
      ))}
      {quote?.status !== 'accepted' && (
        <QuoteEditor
          key={quote?.latestVersion ?? 0}
          requestId={requestId}
          items={items}
          quote={quote}
          onSaved={(saved) => query.setData({ quote: saved })}
        />
      )}
    </DetailSection>
  )
}
