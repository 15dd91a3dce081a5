import { bindField } from '#app/components/admin/record/bind-field.ts'
import { useMemo } from 'react'
import { useMinute } from '#app/components/locations/use-minute.ts'
import { smallButton } from '#app/components/ui/buttons.ts'
import { apiPost } from '#app/lib/api-client.ts'
import type { WeatherYard } from '#domain/weather/schemas.ts'
import { staleEditText } from '#domain/admin/texts.ts'
import {
  everyYardLabel,
  startStormLabel,
  stormConflictPreviewText,
  stormConflictRow,
} from '#domain/weather/texts.ts'
import { formatTorontoDateTime } from '#domain/kernel/shop-time/format.ts'
import {
  type StormFormValues,
  newStormValues,
  stormFormSchema,
  stormPreviewConflicts,
} from '#domain/weather/notice-form.ts'
import { Checkbox, TextInput } from '#app/components/ui/fields.tsx'
import { SaveBar } from '../form/save-bar.tsx'
import { useAdminForm } from '../form/use-admin-form.ts'
import { YardCheckboxes } from './yard-checkboxes.tsx'

interface StormFormProps {
  id: string
  /** Prefilled values (from an alert); a new storm for today otherwise. */
  initial?: StormFormValues | undefined
  yards: WeatherYard[]
  /** After the storm started: the lists and the yards' versions are read again. */
  onStarted: () => void
  reloadYards: () => void
}

/**
 * Storm mode for chosen yards: a date range (Toronto), and daily hours or round the clock. What it would overlap in
 * a yard's schedule is shown while it is typed; the server refuses the same overlaps, for all yards or none.
 */
export function StormForm({ id, initial, yards, onStarted, reloadYards }: StormFormProps) {
  const versions = useMemo(() => new Map(yards.map((yard) => [yard.id, yard.version])), [yards])
  const form = useAdminForm({
    initial: initial ?? newStormValues(new Date()),
    schema: stormFormSchema(versions),
    save: async (input) => {
      await apiPost<{ id: number }>('/api/salt/admin/weather/storms', input)
      onStarted()
      return newStormValues(new Date())
    },
  })
  const { values, errors, set } = form
  const minute = useMinute()
  const conflicts = useMemo(
    () => (minute === null ? [] : stormPreviewConflicts(values, yards, minute * 60_000)),
    [values, yards, minute],
  )
  const yardErrors = Object.entries(errors)
    .filter(([path]) => /^yards\.\d+(\.|$)/.test(path))
    .map(([, message]) => message)
  const allChosen = yards.length > 0 && values.locationIds.length === yards.length

  return (
    <form
      id={id}
      noValidate
      aria-label={startStormLabel}
      onSubmit={(event) => void form.submit(event)}
      className="flex flex-col gap-5 rounded border-2 border-slate-200 p-4"
    >
      <YardCheckboxes
        legend="Yards"
        yards={yards}
        selected={values.locationIds}
        error={errors.yards}
        onChange={(ids) => set('locationIds', ids)}
      >
        <Checkbox
          label={everyYardLabel}
          checked={allChosen}
          onChecked={(every) => set('locationIds', every ? yards.map((yard) => yard.id) : [])}
        />
      </YardCheckboxes>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput type="date" label="First day" {...bindField(form, 'fromDate')} />
        <TextInput type="date" label="Last day" {...bindField(form, 'toDate')} hint="At most 14 days." />
      </div>
      <Checkbox
        label="Round the clock"
        checked={values.roundTheClock}
        onChecked={(roundTheClock) => set('roundTheClock', roundTheClock)}
      />
      {!values.roundTheClock && (
        <div className="grid gap-5 sm:grid-cols-2">
          <TextInput type="time" label="Opens each day" {...bindField(form, 'opensAt')} />
          <TextInput
            type="time"
            label="Closes each day"
            {...bindField(form, 'closesAt')}
            hint="Toronto time. 23:59 means midnight."
          />
        </div>
      )}
      <TextInput
        label="Note for the yard pages (optional)"
        {...bindField(form, 'note')}
        maxLength={150}
        hint="Shown beside the hours as “Storm mode: …”."
      />
      {conflicts.length > 0 && (
        <div role="alert" className="rounded border-l-4 border-amber-600 bg-amber-50 px-3 py-2">
          <p className="font-semibold">{stormConflictPreviewText}</p>
          <ul className="list-disc pl-5">
            {conflicts.map(({ yard, rows }) => (
              <li key={yard}>
                {yard}:{' '}
                {rows
                  .map((row) =>
                    stormConflictRow(row.note ?? '', row.fromDate, formatTorontoDateTime(row.closeTimestamp)),
                  )
                  .join('; ')}
              </li>
            ))}
          </ul>
        </div>
      )}
      {yardErrors.length > 0 && (
        <ul className="list-disc pl-5 font-semibold text-danger">
          {yardErrors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <SaveBar status={form.status} formError={form.formError} label={startStormLabel}>
        {form.formError === staleEditText && (
          <button type="button" className={smallButton} onClick={reloadYards}>
            Read the yards again
          </button>
        )}
      </SaveBar>
    </form>
  )
}
