import { useId, useState } from 'react'
import { primaryButton } from '#app/components/ui/buttons.ts'
import { FieldError } from '#app/components/ui/form/field-error.tsx'
import { FormAnnouncer } from '#app/components/ui/form/form-announcer.tsx'
import { type Refusal, useForm } from '#app/components/ui/form/use-form.ts'
import { Notice } from '#app/components/ui/notice.tsx'
import { ApiError, apiPut } from '#app/lib/api-client.ts'
import {
  alertDeliveryNames,
  alertKindHints,
  alertKindNames,
  alertsSavedText,
  driverAlertsNote,
} from '#domain/account/alert-texts.ts'
import {
  type AlertDelivery,
  type AlertKind,
  type AlertPreferencesView,
  alertDeliveries,
  alertPreferencesSchemaFor,
} from '#domain/account/alerts.ts'

const labels = { kinds: 'Alerts', delivery: 'Delivery' }

function refusal(error: unknown): Refusal {
  if (!(error instanceof ApiError)) return { notice: 'The server could not be reached. Please try again.' }
  return Object.keys(error.fields).length ? { fields: error.fields } : { notice: error.message }
}

/**
 * The login's own alerts: a box for each alert its role may receive, and at once or a daily digest. Checked with the
 * schema the API parses the same body with; a refusal shows in words under its group, which names it.
 */
export function AlertPreferencesForm({ initial }: { initial: AlertPreferencesView }) {
  const [kinds, setKinds] = useState<AlertKind[]>(initial.kinds)
  const [delivery, setDelivery] = useState<AlertDelivery>(initial.delivery)
  const [saved, setSaved] = useState(false)
  const id = useId()
  const form = useForm({
    schema: alertPreferencesSchemaFor(initial.role),
    input: () => ({ kinds, delivery }),
    labels,
    send: (input) => apiPut<AlertPreferencesView>('/api/salt/account/alerts', input),
    onSent: () => setSaved(true),
    refusal,
  })
  const edited = () => {
    setSaved(false)
    form.markEdited()
  }
  const toggle = (kind: AlertKind, on: boolean) => {
    setKinds((current) => (on ? [...current, kind] : current.filter((each) => each !== kind)))
    form.clearError('kinds')
    edited()
  }
  const kindsError = `${id}-kinds-error`
  const deliveryError = `${id}-delivery-error`
  return (
    <form className="flex max-w-3xl flex-col gap-5" onSubmit={(event) => void form.submit(event)} noValidate>
      {form.notice && <Notice tone="error">{form.notice}</Notice>}
      {saved && <Notice tone="success">{alertsSavedText}</Notice>}
      <fieldset
        className="flex flex-col gap-2 rounded border border-slate-200 p-4"
        aria-describedby={form.errors.kinds ? kindsError : undefined}
        aria-invalid={form.errors.kinds ? true : undefined}
      >
        <legend className="px-1 text-[1.1rem] font-bold text-brand-dark">Which alerts</legend>
        {initial.role === 'driver' && <p className="text-slate-700">{driverAlertsNote}</p>}
        {initial.allowedKinds.map((kind) => (
          <div key={kind} className="flex items-start gap-3">
            <input
              id={`${id}-${kind}`}
              type="checkbox"
              name="kinds"
              value={kind}
              className="mt-1 size-5 shrink-0 accent-brand"
              checked={kinds.includes(kind)}
              aria-describedby={`${id}-${kind}-hint`}
              onChange={(event) => toggle(kind, event.target.checked)}
            />
            <div className="flex flex-col">
              <label htmlFor={`${id}-${kind}`} className="cursor-pointer font-semibold">
                {alertKindNames[kind]}
              </label>
              <p id={`${id}-${kind}-hint`} className="text-[0.9rem] text-slate-700">
                {alertKindHints[kind]}
              </p>
            </div>
          </div>
        ))}
        <FieldError id={kindsError} text={form.errors.kinds} />
      </fieldset>
      <fieldset
        className="flex flex-col gap-2 rounded border border-slate-200 p-4"
        aria-describedby={form.errors.delivery ? deliveryError : undefined}
      >
        <legend className="px-1 text-[1.1rem] font-bold text-brand-dark">How</legend>
        {alertDeliveries.map((value) => (
          <label key={value} className="flex min-h-11 cursor-pointer items-center gap-3">
            <input
              type="radio"
              name="delivery"
              value={value}
              className="size-5 shrink-0 accent-brand"
              checked={delivery === value}
              onChange={() => {
                setDelivery(value)
                form.clearError('delivery')
                edited()
              }}
            />
            {alertDeliveryNames[value]}
          </label>
        ))}
        <FieldError id={deliveryError} text={form.errors.delivery} />
      </fieldset>
      <div>
        <button type="submit" className={primaryButton} disabled={form.busy}>
          {form.busy ? 'Saving…' : 'Save alerts'}
        </button>
      </div>
      <FormAnnouncer text={form.announcement} />
    </form>
  )
}
