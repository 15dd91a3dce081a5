import { useState } from 'react'
import { AlertPanel } from '#app/components/admin/weather/alert-panel.tsx'
import { type AdminWeatherAlert, alertStormValues } from '#domain/weather/alert-drafts.ts'
import type { StormFormValues } from '#domain/weather/notice-form.ts'
import { RecordLink } from '#app/components/admin/record-link.tsx'
import { AdminPageHeader } from '#app/components/admin/admin-page-header.tsx'
import { DeletedNotice } from '#app/components/admin/list/deleted-notice.tsx'
import { NoticeList } from '#app/components/admin/weather/notice-list.tsx'
import { StormPanel } from '#app/components/admin/weather/storm-panel.tsx'
import { smallPrimaryButton } from '#app/components/ui/buttons.ts'
import { newNoticeLabel } from '#domain/weather/texts.ts'
import type { SectionScreenProps } from '../screens.ts'

/** `/admin/weather`: the weather notices visitors see in the urgent popup, and storm mode for the yards. */
export default function WeatherScreen({ section }: SectionScreenProps) {
  // "Start storm mode" on an alert opens the storm form below, prefilled; a new alert's prefill remounts the form.
  const [stormPrefill, setStormPrefill] = useState<{ key: number; values: StormFormValues } | null>(null)
  const startStormFrom = (alert: AdminWeatherAlert) => {
    setStormPrefill({ key: Date.now(), values: alertStormValues(alert, new Date()) })
    document.getElementById('storm-mode')?.scrollIntoView({ block: 'start' })
  }
  return (
    <div className="flex flex-col gap-10">
      <AlertPanel onStartStorm={startStormFrom} />
      <div className="flex flex-col gap-4">
        <AdminPageHeader
          title={section.title}
          actions={
            <RecordLink kind="weather" id="add-new" className={smallPrimaryButton}>
              {newNoticeLabel}
            </RecordLink>
          }
        />
        <DeletedNotice />
        <NoticeList />
      </div>
      <StormPanel prefill={stormPrefill} />
    </div>
  )
}
