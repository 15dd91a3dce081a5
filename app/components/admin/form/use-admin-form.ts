import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import type { z } from 'zod'
import { ApiError } from '#app/lib/api-client.ts'
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

/**
 * A staff form: checks with the shared schema first, then saves; field errors sit beside their fields, "Saved" is
 * announced, and a save based on a stale version (409) says someone else changed the record.
 */
export function useAdminForm<V, S extends z.ZodType>(options: AdminFormOptions<V, S>): AdminForm<V> {
  const [baseline, setBaseline] = useState(options.initial)
  const [values, setValues] = useState(options.initial)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [formError, setFormError] = useState<string | null>(null)
  // A record just created on /add-new opens here with its "Saved" (createdRecord's navigation state).
  const arrivedSaved = arrivedCreated(useLocation().state)
  const [status, setStatus] = useState<SaveStatus>(arrivedSaved ? 'saved' : 'idle')
  const dirty = JSON.stringify(values) !== JSON.stringify(baseline)
  // For the unsaved-changes guard, which asks at navigation time; a save sets it before onSaved navigates.
  const dirtyRef = useRef(dirty)
  useEffect(() => {
    dirtyRef.current = dirty
  }, [dirty])
  const isDirty = useCallback(() => dirtyRef.current, [])

  const update = useCallback((change: (values: V) => V) => {
    setValues((current) => change(current))
    setStatus((current) => (current === 'saved' ? 'idle' : current))
  }, [])
  const set = useCallback(
    <K extends keyof V>(name: K, value: V[K]) => update((current) => ({ ...current, [name]: value })),
    [update],
  )

  async function submit(event?: FormEvent) {
    event?.preventDefault()
    const parsed = options.schema.safeParse(values)
    if (!parsed.success) {
      setErrors(issuesByPath(parsed.error.issues))
      setFormError(fixFieldsText)
      setStatus('failed')
      return
    }
    setStatus('saving')
    try {
      const saved = await options.save(parsed.data)
      dirtyRef.current = false
      setBaseline(saved)
      setValues(saved)
      setErrors({})
      setFormError(null)
      setStatus('saved')
      options.onSaved?.(saved)
    } catch (failure) {
      setStatus('failed')
      if (!(failure instanceof ApiError)) throw failure
      setErrors(failure.fields)
      setFormError(
        failure.status === 409 && failure.code === 'stale_edit'
          ? staleEditText
          : failure.status === 0
            ? saveFailedText
            : Object.keys(failure.fields).length > 0
              ? fixFieldsText
              : failure.message,
      )
    }
  }

  return { values, set, update, errors, formError, status, dirty, isDirty, submit }
}

function issuesByPath(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of issues) errors[issue.path.join('.') || '_'] ??= issue.message
  return errors
}
