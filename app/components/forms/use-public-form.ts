import { type FormEvent, useState } from 'react'
import { flushSync } from 'react-dom'
import { useNavigate } from 'react-router'
import type { FormKind } from '#domain/kernel/enums.ts'
import { ApiError, apiPost } from '#app/lib/api-client.ts'
import { networkErrorText, serverErrorText, thankYouPaths, tooManyRequestsText } from '#domain/forms/texts.ts'

/**
 * The schemas (and zod with them, some 25 KB gzip) load when the visitor first works with the form, not with the
 * page: a visit that only reads the page never loads them, and sending waits for them if they are not here yet.
 */
const loadSchemas = () => import('#domain/forms/schemas.ts')

function formValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [name, value] of new FormData(form)) values[name] = typeof value === 'string' ? value : ''
  return values
}

function noticeFor(error: unknown): string {
  if (error instanceof ApiError && error.status === 429) return tooManyRequestsText(error.retryAfter)
  if (error instanceof ApiError && error.status === 0) return networkErrorText
  if (error instanceof ApiError) return serverErrorText
  // A schema chunk that could not load: the connection failed.
  return networkErrorText
}

/**
 * Sends a public form: checks it with its shared schema (invalid fields get the error style and the first one
 * gets focus), posts it to send-email, then goes to its thank-you page. A rate limit or a lost
 * connection gets a message, since a red border cannot explain either.
 */
export function usePublicForm(kind: FormKind) {
  const navigate = useNavigate()
  const [invalid, setInvalid] = useState<ReadonlySet<string>>(new Set())
  const [notice, setNotice] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  function markInvalid(form: HTMLFormElement, names: readonly string[]) {
    // Rendered first, so the field is announced as invalid when it gets focus.
    flushSync(() => setInvalid(new Set(names)))
    const first = Array.from(form.elements).find(
      (element): element is HTMLInputElement =>
        'name' in element && names.includes(String(element.name)) && element instanceof HTMLElement,
    )
    first?.focus()
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (busy) return
    const form = event.currentTarget
    const values = formValues(form)
    setNotice(null)
    setBusy(true)
    try {
      const { publicFormSchemas, invalidFields } = await loadSchemas()
      const parsed = publicFormSchemas[kind].safeParse(values)
      if (!parsed.success) {
        setBusy(false)
        markInvalid(form, invalidFields(parsed.error))
        return
      }
      // The raw values go out, honeypot included: the server parses them with the same schema.
      await apiPost('/api/salt/send-email', { htmlType: kind, htmlData: values })
      await navigate(thankYouPaths[kind])
    } catch (error) {
      setBusy(false)
      if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0) {
        markInvalid(form, Object.keys(error.fields))
      } else {
        setNotice(noticeFor(error))
      }
    }
  }

  /** A field got focus: fetch the schemas now, so that sending does not wait for them. */
  function preload() {
    loadSchemas().catch(() => undefined)
  }

  function clearField(name: string) {
    if (!invalid.has(name)) return
    setInvalid((current) => new Set([...current].filter((field) => field !== name)))
  }

  return { submit, preload, invalid, clearField, notice, busy }
}
