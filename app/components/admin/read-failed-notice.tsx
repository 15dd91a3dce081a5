import type { ApiError } from '#app/lib/api-client.ts'
import { Notice } from '#app/components/ui/notice.tsx'
import { loadFailedText } from '#domain/admin/texts.ts'

/** What a failed read says: the server's own words, or that the server could not be reached. */
export const readFailedText = (error: ApiError) => (error.status === 0 ? loadFailedText : error.message)

/** A read that failed, as an alert, with "Try again" where asking again can help. */
export function ReadFailedNotice({ text, onRetry }: { text: string; onRetry?: () => void }) {
  return (
    <Notice tone="error">
      {text}
      {onRetry && (
        <>
          {' '}
          <button type="button" className="font-semibold underline" onClick={onRetry}>
            Try again
          </button>
        </>
      )}
    </Notice>
  )
}
