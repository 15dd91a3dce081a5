/** The Idempotency-Key of one submission attempt, and the body it was made for. */
export interface SubmissionKey {
  key: string
  body: string
}

/**
 * The key to send with `body`: the previous one when the same body goes again (a retry after a failure, a second
 * click), so the server stores it once; a new one for anything else, which the server would refuse under an old
 * key (409). After a success the caller forgets the key.
 */
export function keyForAttempt(
  previous: SubmissionKey | null,
  body: unknown,
  newKey: () => string = () => crypto.randomUUID(),
): SubmissionKey {
  const serialized = JSON.stringify(body)
  if (previous && previous.body === serialized) return previous
  return { key: newKey(), body: serialized }
}
