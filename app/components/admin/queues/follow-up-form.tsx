import { bindField } from '#app/components/admin/record/bind-field.ts'
import {
  type AdminListRequest,
  type ListRequestStatus,
  type StaffMember,
  listRequestStatusOptions,
  listRequestUpdateSchema,
  maxListRequestNotesLength,
} from '#domain/admin/queues/list-request-schemas.ts'
import { followUpTitle, nobodyLabel, notesHint } from '#domain/admin/queues/texts.ts'
import { SelectInput, TextArea } from '#app/components/ui/fields.tsx'
import { RecordForm } from '../record/record-form.tsx'
import { useRecordForm } from '../record/use-record-form.ts'
import { DetailSection } from './detail-rows.tsx'

const followUpValues = (request: AdminListRequest) => ({
  version: request.version,
  status: request.status,
  assignedTo: request.assignedTo?.id ?? null,
  notes: request.notes,
})

interface FollowUpFormProps {
  request: AdminListRequest
  staff: StaffMember[]
  onSaved: (request: AdminListRequest) => void
}

/** Status, who follows the request up and staff notes: saved together, versioned, "Saved" announced. */
export function FollowUpForm({ request, staff, onSaved }: FollowUpFormProps) {
  const { form } = useRecordForm({
    record: request,
    endpoint: '/api/salt/admin/listrequests',
    values: (saved) => followUpValues(saved ?? request),
    schema: () => listRequestUpdateSchema,
    onSaved,
  })
  const { values, errors } = form
  // The assignee stays offered even when no longer staff, so the form never shows someone else by mistake.
  const assignees =
    request.assignedTo && !staff.some((member) => member.id === request.assignedTo?.id)
      ? [...staff, request.assignedTo]
      : staff
  return (
    <DetailSection title={followUpTitle}>
      <RecordForm form={form} className="flex flex-col gap-3">
        <SelectInput<ListRequestStatus>
          label="Status"
          value={values.status}
          options={listRequestStatusOptions}
          error={errors.status}
          onValue={(status) => form.set('status', status)}
        />
        <SelectInput
          label="Assigned to"
          value={values.assignedTo === null ? '' : String(values.assignedTo)}
          options={[
            { value: '', label: nobodyLabel },
            ...assignees.map((member) => ({ value: String(member.id), label: member.name })),
          ]}
          error={errors.assignedTo}
          onValue={(id) => form.set('assignedTo', id === '' ? null : Number(id))}
        />
        <TextArea
          label="Notes"
          hint={notesHint}
          rows={6}
          maxLength={maxListRequestNotesLength}
          {...bindField(form, 'notes')}
        />
      </RecordForm>
    </DetailSection>
  )
}
