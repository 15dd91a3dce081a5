import { bindField } from '#app/components/admin/record/bind-field.ts'
import { useLocation, useNavigate, useSearchParams } from 'react-router'
import type { NoticeDraftState } from './alert-panel.tsx'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import { adminPath } from '#domain/admin/sections.ts'
import type { AdminNotice, WeatherYard } from '#domain/weather/schemas.ts'
import { noticeSeverityLabels } from '#domain/weather/notice-texts.ts'
import { everyYardLabel, everyYardOnlyEditorsText } from '#domain/weather/texts.ts'
import { staffLevels } from '#domain/account/access.ts'
import { useSaltAdminStore } from '#app/stores/salt-admin.ts'
import {
  newNoticeFormSchema,
  newNoticeValues,
  noticeEditFormSchema,
  noticeFormValues,
  yardNamedIn,
} from '#domain/weather/notice-form.ts'
import { noticeSeverities } from '#domain/weather/notices.ts'
import { severityClosesYards } from '#domain/weather/yard-closure.ts'
import type { PageBack } from '../admin-page-header.tsx'
import { Checkbox, SelectInput, TextArea, TextInput } from '#app/components/ui/fields.tsx'
import { leaveWithoutAsking } from '../form/use-unsaved-changes.ts'
import { RecordForm } from '../record/record-form.tsx'
import { useRecordForm } from '../record/use-record-form.ts'
import { NoticePhaseBadge } from './badges.tsx'
import { NoticeActions } from './notice-actions.tsx'
import { CloseYardsField } from './close-yards-field.tsx'
import { YardCheckboxes } from './yard-checkboxes.tsx'

const severityOptions = noticeSeverities.map((severity) => ({
  value: severity,
  label: noticeSeverityLabels[severity],
}))

interface NoticeFormProps {
  /** null on /add-new. */
  notice: AdminNotice | null
  yards: WeatherYard[]
  back: PageBack
}

/** A weather notice: what visitors read in the urgent popup, for which yards, from when until when (Toronto time). */
export function NoticeForm({ notice, yards, back }: NoticeFormProps) {
  const navigate = useNavigate()
  const { brandPrefix } = usePublicConfig()
  // Yard staff address the yards granted to them (the server's list of yards holds only those), never every yard.
  const level = useSaltAdminStore((state) => state.account?.active ?? 0)
  const mayAddressEveryYard = level >= staffLevels.editor
  // Started from a yard's screen: that yard is chosen (when it is one this member may address).
  const [search] = useSearchParams()
  const startYard = yardNamedIn(
    search,
    yards.map((yard) => yard.id),
  )
  // Drafted from an alert (ADR 0033): its values arrive in the history entry.
  const draft = (useLocation().state as Partial<NoticeDraftState> | null)?.noticeDraft
  const { form, saved } = useRecordForm({
    record: notice,
    endpoint: '/api/salt/admin/weather/notices',
    values: (record) =>
      record
        ? noticeFormValues(record)
        : (draft ?? newNoticeValues(new Date(), { everyYard: mayAddressEveryYard, yardId: startYard })),
    schema: (record) => (record ? noticeEditFormSchema(record.version) : newNoticeFormSchema),
    // A new notice is done with once published: the list shows it among the others.
    onSaved: (_record, created) => created && void navigate(back.to, { state: leaveWithoutAsking }),
  })
  const { values, errors, set } = form
  const leave = (change: 'ended' | 'deleted') =>
    change === 'deleted'
      ? void navigate(`${adminPath('weather', brandPrefix)}?deleted=1`, { state: leaveWithoutAsking })
      : void navigate(back.to, { state: leaveWithoutAsking })

  return (
    <RecordForm
      form={form}
      className="flex flex-col gap-6"
      header={{
        title: saved ? saved.title : 'New weather notice',
        back,
        actions: saved && (
          <>
            <span className="self-center">
              <NoticePhaseBadge phase={saved.phase} />
            </span>
            <NoticeActions notice={saved} done={leave} />
          </>
        ),
      }}
      saveLabel={saved ? 'Save' : 'Publish notice'}
    >
      <div className="grid gap-5 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <TextInput label="Title" {...bindField(form, 'title')} maxLength={120} />
        <SelectInput label="Severity" {...bindField(form, 'severity')} options={severityOptions} />
      </div>
      <TextArea
        label="Message"
        {...bindField(form, 'message')}
        maxLength={1000}
        hint="Plain text. Line breaks are kept."
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput
          type="datetime-local"
          step={1}
          label="Shows from"
          {...bindField(form, 'startsAt')}
          hint="Toronto time."
        />
        <TextInput
          type="datetime-local"
          step={1}
          label="Shows until"
          {...bindField(form, 'endsAt')}
          hint="Toronto time. Visitors stop seeing it at this moment."
        />
      </div>
      <YardCheckboxes
        legend="Yards"
        yards={values.everyYard ? [] : yards}
        selected={values.locationIds}
        error={errors.locationIds ?? errors['locationIds.0']}
        onChange={(ids) => set('locationIds', ids)}
      >
        {mayAddressEveryYard ? (
          <Checkbox
            label={`${everyYardLabel}: on every page of the site`}
            checked={values.everyYard}
            onChecked={(everyYard) => set('everyYard', everyYard)}
          />
        ) : (
          values.everyYard && <p className="font-semibold">{everyYardOnlyEditorsText}</p>
        )}
        {!values.everyYard && (
          <p className="text-[0.85rem] text-slate-700">
            Shown on the chosen yards’ pages and on the list of locations.
          </p>
        )}
      </YardCheckboxes>
      {severityClosesYards(values.severity) && (
        <CloseYardsField
          yards={values.everyYard ? yards : yards.filter((yard) => values.locationIds.includes(yard.id))}
          selected={values.closeYardIds}
          errors={errors}
          onChange={(ids) => set('closeYardIds', ids)}
        />
      )}
    </RecordForm>
  )
}
