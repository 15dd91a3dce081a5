import { locationFormValues } from '#domain/locations/form.ts'
import { type AdminLocation, locationFormSchema } from '#domain/locations/schemas.ts'
import type { PageBack } from '../admin-page-header.tsx'
import { RecordForm } from '../record/record-form.tsx'
import { useRecordForm } from '../record/use-record-form.ts'
import { DetailsFields } from './details-fields.tsx'
import { ScheduleEditor } from './schedule-editor.tsx'
import { StatusPreview } from './status-preview.tsx'
import { StockEditor } from './stock-editor.tsx'
import { TodaysHoursField } from './todays-hours-field.tsx'
import { WeeklyHoursEditor } from './weekly-hours-editor.tsx'
import { FormSection } from './form-section.tsx'

interface LocationFormProps {
  location: AdminLocation
  back: PageBack
}

/**
 * A yard's form. "Today's hours" and the public status come first: on a phone at the yard, that is what staff open
 * it for. The stock rows' product names come from the last answer, the statuses from the form.
 */
export function LocationForm({ location, back }: LocationFormProps) {
  const { form, saved } = useRecordForm({
    record: location,
    endpoint: '/api/salt/admin/locations',
    values: (yard) => locationFormValues(yard ?? location),
    schema: () => locationFormSchema,
  })
  const { values, errors } = form
  const yard = saved ?? location

  return (
    <RecordForm
      form={form}
      className="flex flex-col gap-6"
      header={{
        title: yard.locationName,
        back,
        actions: yard.published ? (
          <a
            href={`/location/${yard.slug}`}
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
        ),
      }}
    >
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
            rows={yard.stock}
            values={values.stock}
            errors={errors}
            onChange={(stock) => form.set('stock', stock)}
          />
          <FormSection title="Yard details">
            <DetailsFields values={values} errors={errors} set={form.set} />
          </FormSection>
        </div>
      </div>
    </RecordForm>
  )
}
