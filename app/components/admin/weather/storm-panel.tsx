import { useState } from 'react'
import type { StormFormValues } from '#domain/weather/notice-form.ts'
import { Notice } from '#app/components/ui/notice.tsx'
import { smallPrimaryButton } from '#app/components/ui/buttons.ts'
import type { AdminStormList, WeatherYard } from '#domain/weather/schemas.ts'
import { loadFailedText } from '#domain/admin/texts.ts'
import {
  startStormLabel,
  stormEndedText,
  stormIntroText,
  stormStartedText,
  stormsHeading,
} from '#domain/weather/texts.ts'
import { ScreenLoading } from '../screen-loading.tsx'
import { useAdminQuery } from '../use-admin-query.ts'
import { StormForm } from './storm-form.tsx'
import { StormList } from './storm-list.tsx'

const formId = 'storm-mode-form'

/** Storm mode on /admin/weather: start it for chosen yards, see the storms, end one early. */
export function StormPanel({
  prefill = null,
}: {
  /** Values from an alert (ADR 0033): the form opens with them. */
  prefill?: { key: number; values: StormFormValues } | null
}) {
  const storms = useAdminQuery<AdminStormList>('/api/salt/admin/weather/storms')
  const yards = useAdminQuery<WeatherYard[]>('/api/salt/admin/weather/yards')
  const [open, setOpen] = useState(false)
  const [announced, setAnnounced] = useState('')
  // A new prefill opens the form (state adjusted while rendering, not in an effect: no extra paint with it closed).
  const [shownPrefill, setShownPrefill] = useState(prefill)
  if (prefill !== shownPrefill) {
    setShownPrefill(prefill)
    if (prefill) setOpen(true)
  }
  const changed = (text: string) => {
    setAnnounced(text)
    storms.reload()
    yards.reload()
  }
  return (
    <section aria-labelledby="storm-mode" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="storm-mode" className="text-[1.35rem] font-bold text-brand-dark">
          {stormsHeading}
        </h2>
        <button
          type="button"
          className={smallPrimaryButton}
          aria-expanded={open}
          aria-controls={formId}
          onClick={() => {
            setOpen(!open)
            setAnnounced('')
          }}
        >
          {open ? 'Close the form' : startStormLabel}
        </button>
      </div>
      <p className="text-[0.9rem] text-slate-700">{stormIntroText}</p>
      <p role="status" className="font-semibold text-green-800 empty:hidden">
        {announced}
      </p>
      {open &&
        (yards.data ? (
          <StormForm
            key={prefill?.key ?? 0}
            initial={prefill?.values}
            id={formId}
            yards={yards.data}
            reloadYards={yards.reload}
            onStarted={() => {
              setOpen(false)
              changed(stormStartedText)
            }}
          />
        ) : yards.error ? (
          <Notice tone="error">{loadFailedText}</Notice>
        ) : (
          <ScreenLoading />
        ))}
      <StormList query={storms} onEnded={() => changed(stormEndedText)} />
    </section>
  )
}
