import { LocationForm } from '#app/components/admin/locations/location-form.tsx'
import { ScreenLoading } from '#app/components/admin/screen-loading.tsx'
import { useAdminQuery } from '#app/components/admin/use-admin-query.ts'
import { Notice } from '#app/components/ui/notice.tsx'
import type { AdminLocation } from '#domain/locations/schemas.ts'
import { loadFailedText } from '#domain/admin/texts.ts'
import type { RecordScreenProps } from '../screens.ts'

/** `/admin/{brand}locations/{id}`: one yard's hours, today's hours, stock and details. */
export default function LocationEdit({ section, id }: RecordScreenProps) {
  const { data, error, reload } = useAdminQuery<AdminLocation>(
    id === null ? null : `/api/salt/admin/locations/${id}`,
  )
  if (error && !data)
    return (
      <Notice tone="error">
        {error.status === 0 ? loadFailedText : error.message}{' '}
        {error.status === 0 && (
          <button type="button" className="font-semibold underline" onClick={reload}>
            Try again
          </button>
        )}
      </Notice>
    )
  if (!data) return <ScreenLoading />
  return <LocationForm section={section} location={data} />
}
