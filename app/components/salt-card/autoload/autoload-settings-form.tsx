import { ApiError } from '#app/lib/api-client.ts'
import { primaryButton, linkButton } from '#app/components/ui/buttons.ts'
import { Notice } from '#app/components/ui/notice.tsx'
import { TextField } from '#app/components/ui/text-field.tsx'
import { FormAnnouncer } from '#app/components/ui/form/form-announcer.tsx'
import { type Refusal, useForm } from '#app/components/ui/form/use-form.ts'
import type { LoadFundsLimits } from '#domain/salt-card/answers.ts'
import {
  type AutoloadSettings,
  autoloadFormFields,
  autoloadSettingsFormSchema,
} from '#domain/salt-card/autoload.ts'

const dollars = (cents: number) => (cents / 100).toFixed(2)

/** The server names the API's fields (thresholdCents…); the form shows them beside its own. */
function refusal(error: unknown): Refusal {
  if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
    const fields: Record<string, string> = {}
    for (const [name, text] of Object.entries(error.fields))
      fields[autoloadFormFields[name as keyof typeof autoloadFormFields] ?? name] = text
    return { fields }
  }
  return { notice: error instanceof ApiError ? error.message : 'This could not be saved. Please try again.' }
}

/** Threshold, top-up and monthly maximum in dollars; checked with the API's own rule before sending. */
export function AutoloadSettingsForm({
  initial,
  limits,
  submitLabel,
  send,
  onCancel,
}: {
  initial: AutoloadSettings | null
  limits: LoadFundsLimits
  submitLabel: string
  send: (settings: AutoloadSettings) => Promise<unknown>
  onCancel: () => void
}) {
  const form = useForm({
    schema: autoloadSettingsFormSchema(limits),
    errorsOf: (issues) => {
      const errors: Record<string, string> = {}
      for (const issue of issues) {
        const name = String(issue.path[0] ?? '_')
        errors[autoloadFormFields[name as keyof typeof autoloadFormFields] ?? name] ??= issue.message
      }
      return errors
    },
    labels: { threshold: 'Threshold', topUp: 'Top-up', monthlyMax: 'Monthly maximum' },
    send,
    refusal,
  })
  const busy = form.busy || (form.status === 'sent' && submitLabel.startsWith('Continue'))
  return (
    <form className="flex flex-col gap-3" onSubmit={(event) => void form.submit(event)} noValidate>
      <div className="grid grid-cols-1 gap-3 sm2:grid-cols-3">
        <TextField
          label="Top up when the balance falls below ($)"
          name="threshold"
          inputMode="decimal"
          defaultValue={initial ? dollars(initial.thresholdCents) : '200.00'}
          error={form.errors.threshold}
          onChange={() => form.clearError('threshold')}
        />
        <TextField
          label="Top-up amount ($)"
          name="topUp"
          inputMode="decimal"
          defaultValue={initial ? dollars(initial.topUpCents) : '500.00'}
          error={form.errors.topUp}
          onChange={() => form.clearError('topUp')}
        />
        <TextField
          label="Monthly maximum ($)"
          name="monthlyMax"
          inputMode="decimal"
          defaultValue={initial ? dollars(initial.monthlyMaxCents) : '2000.00'}
          error={form.errors.monthlyMax}
          onChange={() => form.clearError('monthlyMax')}
        />
      </div>
      {form.notice && <Notice tone="error">{form.notice}</Notice>}
      <FormAnnouncer text={form.announcement} />
      <div className="flex flex-wrap items-center gap-4">
        <button type="submit" className={primaryButton} disabled={busy} aria-busy={busy}>
          {submitLabel}
        </button>
        <button type="button" className={linkButton} onClick={onCancel}>
          Close
        </button>
      </div>
    </form>
  )
}
