import { useRef, useState } from 'react'
import type { z } from 'zod'
import { apiPost, apiPut } from '#app/lib/api-client.ts'
import { useAdminForm } from '../form/use-admin-form.ts'

export interface RecordFormOptions<R extends { id: number }, V, S extends z.ZodType> {
  /** The record as loaded; null on add-new. */
  record: R | null
  /** The collection's API path: a new record is POSTed to it, a saved one PUT to `{endpoint}/{id}`. */
  endpoint: string
  /** The form's values for a record, or for a new one. */
  values: (record: R | null) => V
  /** The shared schema the API parses the body with; it may need the record as last saved (its version). */
  schema: (saved: R | null) => S
  /** After each save, with the record as the API answered; `created` on the save that made it. */
  onSaved?: (saved: R, created: boolean) => void
}

/**
 * The form of one record: created with POST, then changed with PUT, each answer becoming the form's baseline.
 * `saved` is the record as last saved, for what the screen shows around the form (title, links, delete).
 */
export function useRecordForm<R extends { id: number }, V, S extends z.ZodType>(
  options: RecordFormOptions<R, V, S>,
) {
  const [saved, setSaved] = useState(options.record)
  // The answer, read by onSaved: useAdminForm calls it once the form is clean, so it may navigate away unasked.
  const answer = useRef<{ record: R; created: boolean } | null>(null)
  const form = useAdminForm({
    initial: options.values(options.record),
    schema: options.schema(saved),
    save: async (input) => {
      const record =
        saved === null
          ? await apiPost<R>(options.endpoint, input)
          : await apiPut<R>(`${options.endpoint}/${saved.id}`, input)
      answer.current = { record, created: saved === null }
      setSaved(record)
      return options.values(record)
    },
    onSaved: () => answer.current && options.onSaved?.(answer.current.record, answer.current.created),
  })
  return { form, saved }
}
