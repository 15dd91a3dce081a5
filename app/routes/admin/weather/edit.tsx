import { AdminRecordFrame } from '#app/components/admin/record/admin-record-frame.tsx'
import { NoticeForm } from '#app/components/admin/weather/notice-form.tsx'
import type { AdminNotice, WeatherYard } from '#domain/weather/schemas.ts'
import type { RecordScreenProps } from '../screens.ts'

/** `/admin/weather/{id}` and `/admin/weather/add-new`: one weather notice. */
export default function WeatherNoticeRecord({ section, id }: RecordScreenProps) {
  return (
    <AdminRecordFrame<AdminNotice, WeatherYard[]>
      section={section}
      path={id === null ? null : `/api/salt/admin/weather/notices/${id}`}
      alsoPath="/api/salt/admin/weather/yards"
    >
      {({ record, also, back }) => <NoticeForm notice={record} yards={also} back={back} />}
    </AdminRecordFrame>
  )
}
