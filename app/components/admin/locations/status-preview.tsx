import { useMemo, useState } from 'react'
import { useMinute } from '#app/components/locations/use-minute.ts'
import { type LocationFormValues, previewHours } from '#domain/locations/form.ts'
import { openingStatus } from '#domain/opening-hours/opening-hours.ts'
import { torontoWallClockToIso } from '#domain/kernel/shop-time/wall-clock.ts'
import { TextInput } from '#app/components/ui/fields.tsx'
import { FormSection } from './form-section.tsx'
import { StatusBadge } from './status-badge.tsx'

/**
 * What the public would see if the form were saved: the storefront's own `openingStatus()` on the values as typed,
 * now (updated each minute) and at a date and time staff choose, in Toronto time. Nothing is sent to the server.
 */
export function StatusPreview({ values }: { values: LocationFormValues }) {
  const minute = useMinute()
  const [at, setAt] = useState('')
  const hours = useMemo(() => previewHours(values), [values])
  // The minute is null only while the page hydrates; the form renders after its data arrives, so rarely then.
  const now = minute === null ? null : openingStatus(hours, new Date(minute * 60_000))
  const chosen = torontoWallClockToIso(at)
  return (
    <FormSection title="Public status preview">
      <div className="flex flex-col gap-1">
        <p className="text-[0.9rem] font-semibold">Now</p>
        <div data-testid="status-now">{now === null ? '…' : <StatusBadge text={now} />}</div>
      </div>
      <TextInput
        type="datetime-local"
        label="At a date and time (Toronto)"
        value={at}
        onValue={setAt}
        hint="See what the site will say then, with the hours as they are in this form."
      />
      <div className="flex flex-col gap-1">
        <p className="text-[0.9rem] font-semibold">Then</p>
        <div data-testid="status-at">
          {chosen ? (
            <StatusBadge text={openingStatus(hours, new Date(chosen))} />
          ) : (
            <p className="text-[0.9rem] text-slate-700">Choose a date and time above.</p>
          )}
        </div>
      </div>
    </FormSection>
  )
}
