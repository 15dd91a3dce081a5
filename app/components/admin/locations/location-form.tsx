import { useState } from 'react'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import { adminPath, type AdminSection } from '#domain/admin/sections.ts'
import { apiPut } from '#app/lib/api-client.ts'
import { locationFormValues } from '#domain/locations/form.ts'
import { type AdminLocation, locationFormSchema } from '#domain/locations/schemas.ts'
import { AdminPageHeader } from '../admin-page-header.tsx'
import { SaveBar } from '../form/save-bar.tsx'
import { useAdminForm } from '../form/use-admin-form.ts'
import { useUnsavedChanges } from '../form/use-unsaved-changes.ts'
import { DetailsFields } from './details-fields.tsx'
import { ScheduleEditor } from './schedule-editor.tsx'
import { StatusPreview } from './status-preview.tsx'
import { StockEditor } from './stock-editor.tsx'
import { TodaysHoursField } from './todays-hours-field.tsx'
import { WeeklyHoursEditor } from './weekly-hours-editor.tsx'
import { FormSection } from './form-section.tsx'

interface LocationFormProps {
  section: AdminSection
  location: AdminLocation
}

/**
 * A yard's form. "Today's hours" and the public status come first: on a phone at the yard, that is what staff open
 * it for. The stock rows' product names come from the last answer, the statuses from the form.
 */
export function LocationForm({ section, location }: LocationFormProps) {
  const { brandPrefix } = usePublicConfig()
  const [saved, setSaved] = useState(location)
  const form = useAdminForm({
    initial: locationFormValues(location),
    schema: locationFormSchema,
    save: async (input) => {
      const answer = await apiPut<AdminLocation>(`/api/salt/admin/locations/${location.id}`, input)
      setSaved(answer)
      return locationFormValues(answer)
    },
  })
  useUnsavedChanges(form.isDirty, form.dirty)
  const { values, errors } = form

  return (
    <div className="flex flex-col gap-6">
      <AdminPageHeader
        title={saved.locationName}
        back={{ to: adminPath('locations', brandPrefix), label: section.title }}
        actions={
          saved.published ? (
            <a
              href={`/location/${saved.slug}`}
              target="_blank"
              rel="noopener"
              className="text-[0.9rem] font-semibold text-brand underline underline-offset-2"
            >
              View the public page<span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            <span className="rounded bg-slate-200 px-2 py-1 text-[0.85rem] font-semibold">
              Hidden from the site
            </span>
          )
        }
      />
      <form onSubmit={(event) => void form.submit(event)} noValidate className="flex flex-col gap-6">
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_19rem] lg:items-start">
          <div className="flex flex-col gap-6 lg:sticky lg:top-4 lg:col-start-2 lg:row-start-1">
            <TodaysHoursField
              value={values.todaysHours}
              error={errors.todaysHours}
              onValue={(text) => form.set('todaysHours', text)}
            />
            <StatusPreview values={values} />
          </div>
          <div className="flex min-w-0 flex-col gap-6 lg:col-start-1 lg:row-start-1">
            <WeeklyHoursEditor
              week={values.weeklyHours}
              errors={errors}
              onChange={(week) => form.set('weeklyHours', week)}
            />
            <ScheduleEditor
              rows={values.customSchedule}
              errors={errors}
              onChange={(rows) => form.set('customSchedule', rows)}
            />
            <StockEditor
              rows={saved.stock}
              values={values.stock}
              errors={errors}
              onChange={(stock) => form.set('stock', stock)}
            />
            <FormSection title="Yard details">
              <DetailsFields values={values} errors={errors} set={form.set} />
            </FormSection>
          </div>
        </div>
        <SaveBar status={form.status} formError={form.formError} />
      </form>
    </div>
  )
}
