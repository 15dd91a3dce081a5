import { type FormEvent, useCallback, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import type { z } from 'zod'
import { fieldsToCheckText } from '#domain/forms/texts.ts'
import { formValues } from './form-values.ts'

export type FieldErrors = Record<string, string>
export type FormStatus = 'idle' | 'sending' | 'sent' | 'failed'

/** What a refused submission means: texts by field, and a notice for the whole form (or none). */
export interface Refusal {
  fields?: FieldErrors
  notice?: string | null
}

/**
 * A schema the form has, or makes at submit time (a rule that depends on today), or loads when it is first needed
 * (the public forms keep zod off the page, ADR 0015).
 */
export type SchemaSource<S extends z.ZodType> = S | (() => S | Promise<S>)

export interface FormOptions<S extends z.ZodType, R> {
  /** The zod schema the API parses the same body with (one rule, one place). */
  schema: SchemaSource<S>
  /** What the schema checks: the current values of a controlled form; by default the submitted form's fields. */
  input?: (form: HTMLFormElement | null) => unknown
  /** Sends the parsed data (with the raw input, for forms whose server parses the raw fields itself). */
  send: (data: z.output<S>, input: unknown) => Promise<R>
  /** After a send, with the submitted form (to empty its fields, say). */
  onSent?: (result: R, form: HTMLFormElement | null) => void
  /** Texts by field name from a failed check; by default each field's first message. */
  errorsOf?: (issues: readonly z.core.$ZodIssue[]) => FieldErrors
  /** The notice for a failed check (the admin's "Some fields need your attention."); none by default. */
  invalidNotice?: string
  /** What a failed send means (the server's texts by field, a notice); undefined, or none given, lets it through. */
  refusal?: (error: unknown) => Refusal | undefined
  /** Labels by field name: one polite announcement names the fields to check after a refused submission. */
  labels?: Readonly<Record<string, string>>
  /** Moves the cursor into the first field in error (by its `name`), as the public and account forms do. */
  focusFirstInvalid?: boolean
  initialStatus?: FormStatus
}

/**
 * The one form hook: checks the input with the shared schema, sends it, and keeps what went wrong as texts by field
 * (shown beside each highlighted field) and a notice for the whole form.
 */
export function useForm<S extends z.ZodType, R = unknown>(options: FormOptions<S, R>) {
  const [errors, setErrors] = useState<FieldErrors>({})
  const [notice, setNotice] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')
  const [status, setStatus] = useState<FormStatus>(options.initialStatus ?? 'idle')
  const sending = useRef(false)
  const { schema } = options

  function refuse(refusal: Refusal, form: HTMLFormElement | null = null) {
    const fields = refusal.fields ?? {}
    // Rendered first, so the field is announced as invalid, with its text, when it gets focus.
    flushSync(() => {
      setErrors(fields)
      setNotice(refusal.notice ?? null)
      setStatus('failed')
      setAnnouncement(announcementFor(fields, options.labels))
    })
    if (form && options.focusFirstInvalid !== false) firstNamed(form, Object.keys(fields))?.focus()
  }

  async function submit(event?: FormEvent) {
    event?.preventDefault()
    if (sending.current) return
    const form = event?.currentTarget instanceof HTMLFormElement ? event.currentTarget : null
    const input = options.input ? options.input(form) : form ? formValues(form) : {}
    setNotice(null)
    sending.current = true
    try {
      const parsed = (await resolve(schema, () => setStatus('sending'))).safeParse(input)
      if (!parsed.success) {
        const fields = options.errorsOf?.(parsed.error.issues) ?? firstMessages(parsed.error.issues)
        return refuse({ fields, notice: options.invalidNotice ?? null }, form)
      }
      setStatus('sending')
      const result = await options.send(parsed.data, input)
      setErrors({})
      setAnnouncement('')
      setStatus('sent')
      options.onSent?.(result, form)
    } catch (error) {
      const refusal = options.refusal?.(error)
      if (!refusal) {
        setStatus('failed')
        throw error
      }
      refuse(refusal, form)
    } finally {
      sending.current = false
    }
  }

  /** A field got focus: fetch a lazy schema now, so that sending does not wait for it. */
  function preload() {
    if (typeof schema === 'function') Promise.resolve(schema()).catch(() => undefined)
  }

  const clearError = useCallback((name: string) => {
    setErrors((current) => {
      if (!(name in current)) return current
      const { [name]: _cleared, ...rest } = current
      return rest
    })
  }, [])
  const clearErrors = useCallback(() => setErrors({}), [])
  /** After an edit a "sent" form is idle again (the admin's "Saved" goes away). */
  const markEdited = useCallback(() => setStatus((current) => (current === 'sent' ? 'idle' : current)), [])

  return {
    errors,
    notice,
    status,
    busy: status === 'sending',
    announcement,
    submit,
    preload,
    clearError,
    clearErrors,
    markEdited,
  }
}

/** A schema still to load shows "Sending…" meanwhile (`loading`); a failed check turns it off again. */
async function resolve<S extends z.ZodType>(source: SchemaSource<S>, loading: () => void): Promise<S> {
  if (typeof source !== 'function') return source
  const made = source()
  if (!(made instanceof Promise)) return made
  loading()
  return made
}

function firstMessages(issues: readonly z.core.$ZodIssue[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of issues) errors[issue.path.join('.') || '_'] ??= issue.message
  return errors
}

function announcementFor(fields: FieldErrors, labels: Readonly<Record<string, string>> = {}): string {
  const named = Object.keys(fields).flatMap((name) => labels[name] ?? [])
  return named.length > 0 ? fieldsToCheckText(named) : ''
}

/** The first control, in the form's order, named in `names`. */
function firstNamed(form: HTMLFormElement, names: readonly string[]) {
  return [...form.elements].find((element) => names.includes((element as HTMLInputElement).name)) as
    HTMLElement | undefined
}
