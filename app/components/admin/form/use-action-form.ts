import { useState } from 'react'
import type { z } from 'zod'
import { ApiError } from '#app/lib/api-client.ts'
import { type Refusal, useForm } from '#app/components/ui/form/use-form.ts'
import { fixFieldsText, saveFailedText } from '#domain/admin/texts.ts'

type Values = Record<string, string>

export interface ActionFormOptions<V extends Values, S extends z.ZodType, R> {
  initial: () => V
  /** The zod schema the API parses the same body with (one rule, one place). */
  schema: S
  /** What the schema checks, made from the values (ids as numbers, a field the path carries left out). */
  input: (values: V) => unknown
  send: (data: z.output<S>, values: V) => Promise<R>
  /** After the server booked it: the values to go on with, and the words that say what was done. */
  onSent: (result: R, values: V) => { values: V; done: string }
  /** The values after a change, when one field decides another's options (a product's units). */
  settle?: (values: V) => V
}

/** A refused action: the fields the server named beside their fields, and its own words (or the lost connection). */
export function actionRefusal(failure: unknown): Refusal | undefined {
  if (!(failure instanceof ApiError)) return undefined
  return { fields: failure.fields, notice: failure.status === 0 ? saveFailedText : failure.message }
}

/**
 * A staff form that books something (a balance adjustment, a new price) rather than editing a record: on the one form
 * hook, with its values, the words that say it was done (gone at the next edit) and the cursor left where it is.
 */
export function useActionForm<V extends Values, S extends z.ZodType, R>(options: ActionFormOptions<V, S, R>) {
  const [values, setValues] = useState(options.initial)
  const [done, setDone] = useState<string | null>(null)
  const form = useForm<S, R>({
    schema: options.schema,
    input: () => options.input(values),
    send: (data) => options.send(data, values),
    onSent: (result) => {
      const next = options.onSent(result, values)
      setValues(next.values)
      setDone(next.done)
    },
    invalidNotice: fixFieldsText,
    refusal: actionRefusal,
    focusFirstInvalid: false,
  })
  const set = (name: keyof V, value: string) => {
    setValues((current) => {
      const next = { ...current, [name]: value }
      return options.settle?.(next) ?? next
    })
    setDone(null)
  }
  return {
    values,
    set,
    errors: form.errors,
    formError: form.notice,
    busy: form.busy,
    done,
    submit: form.submit,
  }
}

export type ActionFormState = ReturnType<typeof useActionForm>
