import { apiPut } from '#app/lib/api-client.ts'
import { Notice } from '#app/components/ui/notice.tsx'
import { loadFailedText } from '#domain/admin/texts.ts'
import { autoPublishInputSchema } from '#domain/weather/alert-drafts.ts'
import { autoPublishHeading, autoPublishHint } from '#domain/weather/alert-texts.ts'
import type { WeatherYard } from '#domain/weather/schemas.ts'
import { SaveBar } from '../form/save-bar.tsx'
import { useAdminForm } from '../form/use-admin-form.ts'
import { ScreenLoading } from '../screen-loading.tsx'
import { useAdminQuery } from '../use-admin-query.ts'
import { YardCheckboxes } from './yard-checkboxes.tsx'

interface AutoPublish {
  locationIds: number[]
}

/** "Publish red alerts automatically": the member's yards, none ticked until staff choose (ADR 0033). */
export function AutoPublishForm() {
  const saved = useAdminQuery<AutoPublish>('/api/salt/admin/weather/auto-publish')
  const yards = useAdminQuery<WeatherYard[]>('/api/salt/admin/weather/yards')
  if (saved.error || yards.error) return <Notice tone="error">{loadFailedText}</Notice>
  if (!saved.data || !yards.data) return <ScreenLoading />
  return <AutoPublishFields initial={saved.data} yards={yards.data} />
}

function AutoPublishFields({ initial, yards }: { initial: AutoPublish; yards: WeatherYard[] }) {
  const form = useAdminForm({
    initial,
    schema: autoPublishInputSchema,
    save: (input) => apiPut<AutoPublish>('/api/salt/admin/weather/auto-publish', input),
  })
  return (
    <form
      noValidate
      aria-label={autoPublishHeading}
      onSubmit={(event) => void form.submit(event)}
      className="flex flex-col gap-3 rounded border-2 border-slate-200 p-4"
    >
      <YardCheckboxes
        legend={autoPublishHeading}
        yards={yards}
        selected={form.values.locationIds}
        error={form.errors.locationIds}
        onChange={(ids) => form.set('locationIds', ids)}
      />
      <p className="text-[0.9rem] text-slate-700">{autoPublishHint}</p>
      <SaveBar status={form.status} formError={form.formError} />
    </form>
  )
}
