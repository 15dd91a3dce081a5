import { useRef } from 'react'
import { type SubmissionKey, keyForAttempt } from '#app/lib/submission-key.ts'

/**
 * The Idempotency-Key of a form's submission: the same one while the same body is retried, a new one when the
 * body changed, none after a success (so the next list is a new request).
 */
export function useSubmissionKey() {
  const current = useRef<SubmissionKey | null>(null)
  return {
    keyFor: (body: unknown) => {
      current.current = keyForAttempt(current.current, body)
      return current.current.key
    },
    forget: () => {
      current.current = null
    },
  }
}
