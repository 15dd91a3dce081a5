import { bindField } from '#app/components/admin/record/bind-field.ts'
import { useNavigate } from 'react-router'
import type { PageBack } from '#app/components/admin/admin-page-header.tsx'
import { SelectInput, TextInput } from '#app/components/ui/fields.tsx'
import { useAdminForm } from '#app/components/admin/form/use-admin-form.ts'
import { leaveWithoutAsking } from '#app/components/admin/form/use-unsaved-changes.ts'
import { RecordForm } from '#app/components/admin/record/record-form.tsx'
import { usePublicConfig } from '#app/components/use-root-data.ts'
import { adminPath } from '#domain/admin/sections.ts'
import { apiPost } from '#app/lib/api-client.ts'
import {
  type AdminStaffMember,
  type StaffInvite,
  staffInviteSchema,
  staffRoleOptions,
} from '#domain/admin/staff/schemas.ts'
import { invitationSentText } from '#domain/admin/staff/texts.ts'
import type { StaffRole } from '#domain/account/access.ts'

const blank: StaffInvite = { name: '', email: '', role: 'yard' }

/** What the member's page says when it opens right after an action elsewhere (the invitation). */
export interface MemberPageState {
  notice?: string
}

/** `/admin/staff/add-new`: name, e-mail and role; the invitee chooses their password from the mailed link. */
export function InviteForm({ back }: { back: PageBack }) {
  const navigate = useNavigate()
  const { brandPrefix } = usePublicConfig()
  const form = useAdminForm({
    initial: blank,
    schema: staffInviteSchema,
    save: async (input) => {
      const member = await apiPost<AdminStaffMember>('/api/salt/admin/staff', input)
      const state: MemberPageState & typeof leaveWithoutAsking = {
        ...leaveWithoutAsking,
        notice: invitationSentText(member.eMail),
      }
      void navigate(adminPath('staff', brandPrefix, member.id), { state })
      return input
    },
  })
  const { values, errors, set } = form
  return (
    <RecordForm
      form={form}
      className="flex flex-col gap-5"
      header={{ title: 'Invite a staff member', back }}
      saveLabel="Send invitation"
    >
      <p className="max-w-2xl">
        They get an e-mail with a link to choose their password (it works for 7 days), then sign in with this
        address and see what their role allows.
      </p>
      <div className="grid max-w-2xl gap-5">
        <TextInput label="Name" {...bindField(form, 'name')} maxLength={120} autoComplete="off" />
        <TextInput
          label="E-mail"
          type="email"
          {...bindField(form, 'email')}
          maxLength={254}
          autoComplete="off"
        />
        <SelectInput<StaffRole>
          label="Role"
          value={values.role}
          error={errors.role}
          options={staffRoleOptions}
          hint="Yard staff: locations and weather. Editors add the catalogue and posts; managers customers and money; owners staff and the audit log."
          onValue={(role) => set('role', role)}
        />
      </div>
    </RecordForm>
  )
}
