import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import type { z } from 'zod'
import { ApiError } from '#app/lib/api-client.ts'
import { type FormStatus, type Refusal, useForm } from '#app/components/ui/form/use-form.ts'
import { fixFieldsText, saveFailedText, staleEditText } from '#domain/admin/texts.ts'
import { arrivedCreated } from './use-unsaved-changes.ts'

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed'

export interface AdminFormOptions<V, S extends z.ZodType> {
  initial: V
  /** The zod schema the API parses the same body with (one rule, one place). */
  schema: S
  /** Sends the parsed values; resolves with the record as saved (its new version), which becomes the form's baseline. */
  save: (input: z.infer<S>) => Promise<V>
  /** After a save, e.g. to go from /add-new to the new record's page. */
  onSaved?: (saved: V) => void
}

export interface AdminForm<V> {
  values: V
  set: <K extends keyof V>(name: K, value: V[K]) => void
  update: (change: (values: V) => V) => void
  /** Field errors by dotted path (`units.0.unitName`), from the shared schema or the server. */
  errors: Record<string, string>
  /** A message for the whole form: the save failed, someone else changed the record, fields need attention. */
  formError: string | null
  status: SaveStatus
  dirty: boolean
  /** Read at navigation time by the unsaved-changes guard, so a save just before leaving counts. */
  isDirty: () => boolean
  submit: (event?: FormEvent) => Promise<void>
}

const saveStatus: Record<FormStatus, SaveStatus> = {
  idle: 'idle',
  sending: 'saving',
  sent: 'saved',
  failed: 'failed',
}

/** A refused save: a stale version (409), a lost connection, fields the server refused, or its own words. */
function adminRefusal(failure: unknown): Refusal | undefined {
  if (!(failure instanceof ApiError)) return undefined
  const notice =
    failure.status === 409 && failure.code === 'stale_edit'
      ? staleEditText
      : failure.status === 0
        ? saveFailedText
        : Object.keys(failure.fields).length > 0
          ? fixFieldsText
          : failure.message
  return { fields: failure.fields, notice }
}

/**
 * A staff form on the one form hook (`useForm`), with the record's values, its saved baseline and "dirty": field
 * errors sit beside their fields, "Saved" is announced, and a save based on a stale version (409) says someone else
 * changed the record.
 */
export function useAdminForm<V, S extends z.ZodType>(options: AdminFormOptions<V, S>): AdminForm<V> {
  const [baseline, setBaseline] = useState(options.initial)
  const [values, setValues] = useState(options.initial)
  const dirty = JSON.stringify(values) !== JSON.stringify(baseline)
  // For the unsaved-changes guard, which asks at navigation time; a save sets it before onSaved navigates.
  const dirtyRef = useRef(dirty)
  useEffect(() => {
    dirtyRef.current = dirty
  }, [dirty])
  const isDirty = useCallback(() => dirtyRef.current, [])

  const form = useForm<S, V>({
    schema: options.schema,
    input: () => values,
    send: (parsed) => options.save(parsed),
    onSent: (saved) => {
      dirtyRef.current = false
      setBaseline(saved)
      setValues(saved)
      options.onSaved?.(saved)
    },
    invalidNotice: fixFieldsText,
    refusal: adminRefusal,
    // Staff forms keep the cursor where it is; the alert and the texts beside the fields say what to fix.
    focusFirstInvalid: false,
    // A record just created on /add-new opens here with its "Saved" (createdRecord's navigation state).
    initialStatus: arrivedCreated(useLocation().state) ? 'sent' : 'idle',
  })

  const { markEdited } = form
  const update = useCallback(
    (change: (values: V) => V) => {
      setValues((current) => change(current))
      markEdited()
    },
    [markEdited],
  )
  const set = useCallback(
    <K extends keyof V>(name: K, value: V[K]) => update((current) => ({ ...current, [name]: value })),
    [update],
  )

  return {
    values,
    set,
    update,
    errors: form.errors,
    formError: form.notice,
    status: saveStatus[form.status],
    dirty,
    isDirty,
    submit: form.submit,
  }
}
