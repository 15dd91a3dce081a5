import { LocationForm } from '#app/components/admin/locations/location-form.tsx'
import { AdminRecordFrame } from '#app/components/admin/record/admin-record-frame.tsx'
import type { AdminLocation } from '#domain/locations/schemas.ts'
import type { RecordScreenProps } from '../screens.ts'

/** `/admin/{brand}locations/{id}`: one yard's hours, today's hours, stock and details. */
export default function LocationEdit({ section, id }: RecordScreenProps) {
  return (
    <AdminRecordFrame<AdminLocation>
      section={section}
      path={id === null ? null : `/api/salt/admin/locations/${id}`}
    >
      {({ record, back }) => record && <LocationForm location={record} back={back} />}
    </AdminRecordFrame>
  )
}
