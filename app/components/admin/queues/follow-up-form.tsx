import { apiPut } from '#app/lib/api-client.ts'
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
import { SaveBar } from '../form/save-bar.tsx'
import { useAdminForm } from '../form/use-admin-form.ts'
import { useUnsavedChanges } from '../form/use-unsaved-changes.ts'
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
  const form = useAdminForm({
    initial: followUpValues(request),
    schema: listRequestUpdateSchema,
    save: async (input) => {
      const saved = await apiPut<AdminListRequest>(`/api/salt/admin/listrequests/${request.id}`, input)
      onSaved(saved)
      return followUpValues(saved)
    },
  })
  useUnsavedChanges(form.isDirty, form.dirty)
  const { values, errors } = form
  // The assignee stays offered even when no longer staff, so the form never shows someone else by mistake.
  const assignees =
    request.assignedTo && !staff.some((member) => member.id === request.assignedTo?.id)
      ? [...staff, request.assignedTo]
      : staff
  return (
    <form onSubmit={(event) => void form.submit(event)} noValidate>
      <DetailSection title={followUpTitle}>
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
          value={values.notes}
          error={errors.notes}
          onValue={(notes) => form.set('notes', notes)}
        />
        <SaveBar status={form.status} formError={form.formError} />
      </DetailSection>
    </form>
  )
}
