import { ScreenLoading } from '#app/components/admin/screen-loading.tsx'
import { useAdminQuery } from '#app/components/admin/use-admin-query.ts'
import { NoticeForm } from '#app/components/admin/weather/notice-form.tsx'
import { Notice } from '#app/components/ui/notice.tsx'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import { adminPath } from '#domain/admin/sections.ts'
import type { AdminNotice, WeatherYard } from '#domain/weather/schemas.ts'
import { loadFailedText } from '#domain/admin/texts.ts'
import { RecordGate } from '../products/record-gate.tsx'
import type { RecordScreenProps } from '../screens.ts'

/** `/admin/weather/{id}` and `/admin/weather/add-new`: one weather notice. */
export default function WeatherNoticeRecord({ section, id }: RecordScreenProps) {
  const { brandPrefix } = usePublicConfig()
  const back = { to: adminPath('weather', brandPrefix), label: section.title }
  const yards = useAdminQuery<WeatherYard[]>('/api/salt/admin/weather/yards')
  return (
    <RecordGate<AdminNotice>
      path={id === null ? null : `/api/salt/admin/weather/notices/${id}`}
      title={section.title}
      back={back}
    >
      {(notice) =>
        yards.data ? (
          <NoticeForm notice={notice} yards={yards.data} back={back} />
        ) : yards.error ? (
          <Notice tone="error">
            {loadFailedText}{' '}
            <button type="button" className="font-semibold underline" onClick={yards.reload}>
              Try again
            </button>
          </Notice>
        ) : (
          <ScreenLoading />
        )
      }
    </RecordGate>
  )
}
