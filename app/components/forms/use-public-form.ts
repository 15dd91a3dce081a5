import { useNavigate } from 'react-router'
import type { FormKind } from '#domain/kernel/enums.ts'
import { ApiError, apiPost } from '#app/lib/api-client.ts'
import {
  formFieldLabels,
  networkErrorText,
  serverErrorText,
  thankYouPaths,
  tooManyRequestsText,
} from '#domain/forms/texts.ts'
import { type Refusal, useForm } from '#app/components/ui/form/use-form.ts'

/**
 * The schemas (and zod with them, some 25 KB gzip) load when the visitor first works with the form, not with the
 * page: a visit that only reads the page never loads them, and sending waits for them if they are not here yet.
 */
const loadSchema = (kind: FormKind) =>
  import('#domain/forms/schemas.ts').then((schemas) => schemas.publicFormSchemas[kind])

function refusal(error: unknown): Refusal {
  if (error instanceof ApiError && error.status === 400 && Object.keys(error.fields).length > 0)
    return { fields: error.fields }
  if (error instanceof ApiError && error.status === 429)
    return { notice: tooManyRequestsText(error.retryAfter) }
  if (error instanceof ApiError && error.status !== 0) return { notice: serverErrorText }
  // A lost connection, or a schema chunk that could not load.
  return { notice: networkErrorText }
}

/**
 * A public form on the one form hook: checked with its shared schema (each invalid field gets the error style and
 * its text, the first one gets focus), posted to send-email, then off to its thank-you page. A rate limit or a lost
 * connection gets a notice, since no field is wrong.
 */
export function usePublicForm(kind: FormKind) {
  const navigate = useNavigate()
  return useForm({
    schema: () => loadSchema(kind),
    labels: formFieldLabels[kind],
    // The raw values go out, honeypot included: the server parses them with the same schema.
    send: async (_parsed, values) => {
      await apiPost('/api/salt/send-email', { htmlType: kind, htmlData: values })
      await navigate(thankYouPaths[kind])
    },
    refusal,
  })
}
