import { staleEditText } from '#domain/admin/texts.ts'
import { conflict, notFound } from '#server/http/errors.ts'

/**
 * Optimistic concurrency: the caller reads the record `FOR UPDATE` in its transaction and passes it here with the
 * version the staff member's form was loaded with. Missing → 404; replaced since → 409 with a message saying so.
 * The caller then writes `version: row.version + 1`.
 */
export function editableRow<T extends { version: number }>(row: T | undefined, expectedVersion: number): T {
  if (!row) throw notFound('This record does not exist (any more).')
  if (row.version !== expectedVersion) throw conflict(staleEditText, 'stale_edit')
  return row
}
