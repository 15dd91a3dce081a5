import type { ReactNode } from 'react'
import type { AdminListPage } from '#domain/admin/list.ts'
import { yardParts } from '#domain/admin/locations/parts.ts'
import { type YardPart, yardPartLabels, yardPartsLabel } from '#domain/admin/locations/texts.ts'
import { locationFormValues } from '#domain/locations/form.ts'
import { type AdminLocation, locationFormSchema } from '#domain/locations/schemas.ts'
import type { AdminNotice } from '#domain/weather/schemas.ts'
import type { PageBack } from '../admin-page-header.tsx'
import { FormPartPanel, FormPartTabs, useFormPartsId } from '../form/form-parts.tsx'
import { RecordForm } from '../record/record-form.tsx'
import { useRecordForm } from '../record/use-record-form.ts'
import { useAdminQuery } from '../use-admin-query.ts'
import { DetailsFields } from './details-fields.tsx'
import { FormSection } from './form-section.tsx'
import { ScheduleEditor } from './schedule-editor.tsx'
import { StatusPreview } from './status-preview.tsx'
import { StockEditor } from './stock-editor.tsx'
import { TodaysHoursField } from './todays-hours-field.tsx'
import { useYardPart } from './use-yard-part.ts'
import { WeeklyHoursEditor } from './weekly-hours-editor.tsx'
import { YardNotices, yardNoticesPath } from './yard-notices.tsx'
import { YardPageLink } from './yard-page-link.tsx'

interface LocationFormProps {
  location: AdminLocation
  back: PageBack
}

/**
 * A yard's form, in parts one tap apart (today's hours first: on a phone at the yard, that is what staff open it
 * for), with one Save for all of them: every part stays in the form while another shows, so nothing typed is lost.
 * The public status preview stays beside the parts on wide screens and under today's hours and the hours on phones.
 * The stock rows' product names come from the last answer, the statuses from the form.
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
  const notices = useAdminQuery<AdminListPage<AdminNotice>>(yardNoticesPath(location.id))
  const { part, setPart, refused } = useYardPart(errors)
  const base = useFormPartsId()
  const panel = (id: YardPart, children: ReactNode) => (
    <FormPartPanel base={base} part={id} selected={part === id} className="flex flex-col gap-6">
      {children}
    </FormPartPanel>
  )

  return (
    <RecordForm
      form={form}
      className="flex flex-col gap-6"
      header={{ title: yard.locationName, back, actions: <YardPageLink yard={yard} /> }}
    >
      <FormPartTabs
        base={base}
        label={yardPartsLabel}
        parts={yardParts.map((id) => ({
          id,
          label: yardPartLabels[id],
          needsAttention: refused.includes(id),
          ...(id === 'notices' ? { count: notices.data?.total } : {}),
        }))}
        selected={part}
        onSelect={setPart}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_19rem] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          {panel(
            'today',
            <TodaysHoursField
              value={values.todaysHours}
              error={errors.todaysHours}
              onValue={(text) => form.set('todaysHours', text)}
            />,
          )}
          {panel(
            'hours',
            <>
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
            </>,
          )}
          {panel(
            'stock',
            <StockEditor
              rows={yard.stock}
              values={values.stock}
              errors={errors}
              onChange={(stock) => form.set('stock', stock)}
            />,
          )}
          {panel('notices', <YardNotices yardId={location.id} query={notices} />)}
          {panel(
            'details',
            <FormSection title="Yard details">
              <DetailsFields values={values} errors={errors} set={form.set} />
            </FormSection>,
          )}
        </div>
        <div
          className={`${part === 'today' || part === 'hours' ? 'flex' : 'hidden'} flex-col gap-6 lg:sticky lg:top-4 lg:flex`}
        >
          <StatusPreview values={values} />
        </div>
      </div>
    </RecordForm>
  )
}
