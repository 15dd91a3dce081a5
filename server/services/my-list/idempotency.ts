import type { DeliveryDetails } from '#domain/my-list/schemas.ts'
import type { ListRequest, ListRequestKind } from '#server/db/schema.ts'
import type { StoredListItem } from './list-rules.ts'

/** What identifies a submission: who, what kind, which items in what quantities, delivery, applicant. */
export interface SubmissionIdentity {
  kind: ListRequestKind
  accountId: number | null
  items: Array<Pick<StoredListItem, 'slug' | 'unitName' | 'quantity'>>
  /** Null when no detail was given. */
  delivery: DeliveryDetails | null
  applicant: Record<string, unknown> | null
}

/** A checked list request about to be stored; `idempotencyKey` comes from the client's Idempotency-Key header. */
export interface NewListRequest extends SubmissionIdentity {
  idempotencyKey: string
  items: StoredListItem[]
  ip: string
}

/** JSON with object keys sorted and undefined values left out, as jsonb gives it back: equal data, equal text. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  )
}

function fingerprint(request: Pick<ListRequest, 'kind' | 'accountId' | 'items' | 'delivery' | 'applicant'>) {
  // Stored items also hold the catalogue's names, which may have changed since: only these three count. The
  // quantity as thousandths, as the unit rule reads it: 0.1 + 0.2 + 0.7 sent again is the 1 stored (ADR 0030).
  const items = (request.items as Array<Partial<StoredListItem>>).map(({ slug, unitName, quantity }) => ({
    slug,
    unitName,
    quantity: typeof quantity === 'number' ? Math.round(quantity * 1000) : quantity,
  }))
  return canonicalJson([
    request.kind,
    request.accountId ?? null,
    items,
    request.delivery ?? null,
    request.applicant ?? null,
  ])
}

/**
 * Whether a request sent again with a key already used is the one stored under it (a retry or a double click,
 * answered as before) or another one (409).
 */
export function isSameSubmission(stored: ListRequest, incoming: SubmissionIdentity): boolean {
  return fingerprint(stored) === fingerprint(incoming)
}
